import 'server-only';

export type SeedBrand = { slug: string; name: string; models: string[] };

/**
 * Car brands common on Ukrainian roads and in rental fleets,
 * roughly ordered by how often they appear in listings.
 * Russian brands are intentionally excluded.
 */
export const seedBrands: SeedBrand[] = [
  {
    slug: 'toyota',
    name: 'Toyota',
    models: ['Corolla', 'Camry', 'RAV4', 'Land Cruiser', 'Land Cruiser Prado', 'Yaris', 'Yaris Cross', 'C-HR', 'Highlander', 'Hilux', 'Prius', 'Auris', 'Avensis', 'bZ4X'],
  },
  {
    slug: 'volkswagen',
    name: 'Volkswagen',
    models: ['Golf', 'Polo', 'Passat', 'Jetta', 'Tiguan', 'Touareg', 'Touran', 'T-Roc', 'Arteon', 'Caddy', 'Transporter', 'Multivan', 'ID.3', 'ID.4'],
  },
  {
    slug: 'skoda',
    name: 'Skoda',
    models: ['Fabia', 'Rapid', 'Scala', 'Octavia', 'Superb', 'Kamiq', 'Karoq', 'Kodiaq', 'Enyaq', 'Yeti'],
  },
  {
    slug: 'renault',
    name: 'Renault',
    models: ['Logan', 'Sandero', 'Duster', 'Clio', 'Megane', 'Fluence', 'Captur', 'Arkana', 'Kadjar', 'Koleos', 'Kangoo', 'Trafic', 'Zoe'],
  },
  {
    slug: 'hyundai',
    name: 'Hyundai',
    models: ['i10', 'i20', 'i30', 'Accent', 'Elantra', 'Sonata', 'Creta', 'Kona', 'Tucson', 'Santa Fe', 'Palisade', 'Ioniq', 'Ioniq 5'],
  },
  {
    slug: 'kia',
    name: 'Kia',
    models: ['Picanto', 'Rio', 'Ceed', 'Cerato', 'Optima', 'K5', 'Stinger', 'Stonic', 'Soul', 'Niro', 'Sportage', 'Sorento', 'Carnival', 'EV6'],
  },
  {
    slug: 'nissan',
    name: 'Nissan',
    models: ['Micra', 'Note', 'Sentra', 'Altima', 'Juke', 'Qashqai', 'X-Trail', 'Rogue', 'Murano', 'Pathfinder', 'Patrol', 'Navara', 'Leaf'],
  },
  {
    slug: 'mazda',
    name: 'Mazda',
    models: ['Mazda2', 'Mazda3', 'Mazda6', 'CX-3', 'CX-30', 'CX-5', 'CX-60', 'CX-9', 'MX-5'],
  },
  {
    slug: 'honda',
    name: 'Honda',
    models: ['Jazz', 'Civic', 'Accord', 'Insight', 'HR-V', 'ZR-V', 'CR-V', 'Pilot'],
  },
  {
    slug: 'ford',
    name: 'Ford',
    models: ['Fiesta', 'Focus', 'Fusion', 'Mondeo', 'Puma', 'EcoSport', 'Kuga', 'Escape', 'Edge', 'Explorer', 'Ranger', 'Transit', 'Mustang', 'Mustang Mach-E'],
  },
  {
    slug: 'chevrolet',
    name: 'Chevrolet',
    models: ['Spark', 'Aveo', 'Lacetti', 'Cruze', 'Malibu', 'Volt', 'Bolt EV', 'Trax', 'Captiva', 'Equinox', 'Tahoe', 'Camaro'],
  },
  {
    slug: 'mitsubishi',
    name: 'Mitsubishi',
    models: ['Space Star', 'Colt', 'Lancer', 'ASX', 'Eclipse Cross', 'Outlander', 'Pajero', 'Pajero Sport', 'L200'],
  },
  {
    slug: 'subaru',
    name: 'Subaru',
    models: ['Impreza', 'XV', 'Crosstrek', 'Forester', 'Outback', 'Legacy', 'WRX', 'BRZ', 'Ascent'],
  },
  {
    slug: 'suzuki',
    name: 'Suzuki',
    models: ['Ignis', 'Swift', 'Baleno', 'SX4', 'S-Cross', 'Vitara', 'Grand Vitara', 'Jimny'],
  },
  {
    slug: 'peugeot',
    name: 'Peugeot',
    models: ['208', '2008', '301', '308', '3008', '408', '508', '5008', 'Partner', 'Rifter', 'Expert'],
  },
  {
    slug: 'citroen',
    name: 'Citroen',
    models: ['C1', 'C3', 'C3 Aircross', 'C4', 'C4 Picasso', 'C-Elysée', 'C5', 'C5 Aircross', 'Berlingo', 'Jumpy', 'Jumper'],
  },
  {
    slug: 'opel',
    name: 'Opel',
    models: ['Corsa', 'Astra', 'Vectra', 'Insignia', 'Meriva', 'Zafira', 'Mokka', 'Crossland', 'Grandland', 'Combo', 'Vivaro'],
  },
  {
    slug: 'bmw',
    name: 'BMW',
    models: ['1 Series', '3 Series', '5 Series', '7 Series', 'X1', 'X3', 'X5', 'X6', 'X7', 'i3', 'i4', 'iX3', 'iX'],
  },
  {
    slug: 'mercedes-benz',
    name: 'Mercedes-Benz',
    models: ['A-Class', 'C-Class', 'E-Class', 'S-Class', 'CLA', 'GLA', 'GLC', 'GLE', 'GLS', 'G-Class', 'V-Class', 'Vito', 'Sprinter', 'EQC'],
  },
  {
    slug: 'audi',
    name: 'Audi',
    models: ['A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'Q3', 'Q5', 'Q7', 'Q8', 'e-tron', 'Q4 e-tron'],
  },
  {
    slug: 'lexus',
    name: 'Lexus',
    models: ['IS', 'ES', 'GS', 'LS', 'UX', 'NX', 'RX', 'GX', 'LX'],
  },
  {
    slug: 'volvo',
    name: 'Volvo',
    models: ['S60', 'S90', 'V60', 'V90', 'XC40', 'XC60', 'XC90', 'EX30'],
  },
  {
    slug: 'land-rover',
    name: 'Land Rover',
    models: ['Defender', 'Discovery', 'Discovery Sport', 'Freelander', 'Range Rover', 'Range Rover Sport', 'Range Rover Velar', 'Range Rover Evoque'],
  },
  {
    slug: 'jeep',
    name: 'Jeep',
    models: ['Renegade', 'Compass', 'Cherokee', 'Grand Cherokee', 'Wrangler', 'Gladiator'],
  },
  {
    slug: 'porsche',
    name: 'Porsche',
    models: ['911', '718 Cayman', '718 Boxster', 'Macan', 'Cayenne', 'Panamera', 'Taycan'],
  },
  {
    slug: 'tesla',
    name: 'Tesla',
    models: ['Model 3', 'Model Y', 'Model S', 'Model X', 'Cybertruck'],
  },
  {
    slug: 'fiat',
    name: 'Fiat',
    models: ['500', '500X', '500L', 'Panda', 'Punto', 'Tipo', 'Linea', 'Doblò', 'Ducato'],
  },
  {
    slug: 'seat',
    name: 'Seat',
    models: ['Ibiza', 'Leon', 'Toledo', 'Arona', 'Ateca', 'Tarraco', 'Alhambra'],
  },
  {
    slug: 'cupra',
    name: 'Cupra',
    models: ['Born', 'Leon', 'Formentor', 'Ateca', 'Tavascan'],
  },
  {
    slug: 'dacia',
    name: 'Dacia',
    models: ['Logan', 'Sandero', 'Sandero Stepway', 'Duster', 'Jogger', 'Spring', 'Lodgy', 'Dokker'],
  },
  {
    slug: 'infiniti',
    name: 'Infiniti',
    models: ['Q30', 'Q50', 'Q60', 'Q70', 'QX30', 'QX50', 'QX55', 'QX60', 'QX70', 'QX80'],
  },
  {
    slug: 'mini',
    name: 'Mini',
    models: ['Cooper', 'Clubman', 'Convertible', 'Countryman', 'Paceman', 'Aceman'],
  },
  {
    slug: 'chery',
    name: 'Chery',
    models: ['QQ', 'Amulet', 'Arrizo 5', 'Arrizo 8', 'Tiggo 2', 'Tiggo 4', 'Tiggo 7', 'Tiggo 7 Pro', 'Tiggo 8', 'Tiggo 8 Pro'],
  },
  {
    slug: 'geely',
    name: 'Geely',
    models: ['CK', 'MK', 'Emgrand', 'Emgrand EC7', 'Emgrand X7', 'Coolray', 'Atlas', 'Tugella', 'Monjaro', 'Geometry C'],
  },
  {
    slug: 'byd',
    name: 'BYD',
    models: ['Seagull', 'Dolphin', 'Atto 3', 'Qin Plus', 'Song Plus', 'Seal', 'Sealion 7', 'Han', 'Tang'],
  },
  {
    slug: 'zeekr',
    name: 'Zeekr',
    models: ['X', '001', '007', '7X', '009'],
  },
  {
    slug: 'haval',
    name: 'Haval',
    models: ['Jolion', 'H6', 'F7', 'Dargo', 'H9'],
  },
  {
    slug: 'zaz',
    name: 'ZAZ',
    models: ['Lanos', 'Sens', 'Chance', 'Vida', 'Forza', 'Tavria Nova', 'Slavuta'],
  },
  {
    slug: 'daewoo',
    name: 'Daewoo',
    models: ['Matiz', 'Lanos', 'Sens', 'Nexia', 'Nubira', 'Gentra', 'Leganza', 'Tacuma'],
  },
  {
    slug: 'dodge',
    name: 'Dodge',
    models: ['Caliber', 'Dart', 'Journey', 'Grand Caravan', 'Durango', 'Charger', 'Challenger'],
  },
  {
    slug: 'jaguar',
    name: 'Jaguar',
    models: ['XE', 'XF', 'XJ', 'E-Pace', 'F-Pace', 'I-Pace', 'F-Type'],
  },
];
