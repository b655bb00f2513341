import 'server-only';
import type { FuelType, Gearbox } from '@/lib/cars/dictionary';
import type { BodyType } from '../car-art/bodies';

/**
 * The models the demo fleet is drawn from: what Ukrainian rental fleets and private hosts
 * actually offer, with 2026 market prices per day in hryvnias (economy 900–1400, middle class
 * 1500–2500, SUVs and premium 2500–6000). Brands and model names are those of the reference
 * tables (data/brands.ts); `wmi` is the maker's world manufacturer identifier for the VIN, for the
 * plant the cars sold in Ukraine usually come from.
 */
export type FleetClass = 'economy' | 'compact' | 'business' | 'crossover' | 'suv' | 'premium' | 'van' | 'electric' | 'pickup' | 'sport';

export type FleetEngine = { fuel: FuelType; litres: number; consumption: number; gearbox: Gearbox };

export type FleetModel = {
  brand: string;
  model: string;
  body: BodyType;
  cls: FleetClass;
  years: [number, number];
  engines: FleetEngine[];
  seats: number;
  doors: number;
  day: [number, number];
  wmi: string;
};

const petrol = (litres: number, consumption: number, gearbox: Gearbox = 'manual'): FleetEngine => ({ fuel: 'petrol', litres, consumption, gearbox });
const diesel = (litres: number, consumption: number, gearbox: Gearbox = 'automatic'): FleetEngine => ({ fuel: 'diesel', litres, consumption, gearbox });
const lpg = (litres: number, consumption: number): FleetEngine => ({ fuel: 'petrol_lpg', litres, consumption, gearbox: 'manual' });
const hybrid = (litres: number, consumption: number): FleetEngine => ({ fuel: 'hybrid', litres, consumption, gearbox: 'cvt' });
const electric = (kwh: number): FleetEngine => ({ fuel: 'electric', litres: 0, consumption: kwh, gearbox: 'automatic' });

export const FLEET_MODELS: FleetModel[] = [
  // Economy
  { brand: 'renault', model: 'Logan', body: 'sedan', cls: 'economy', years: [2014, 2022], engines: [petrol(1.6, 7.4), lpg(1.6, 9.8)], seats: 5, doors: 4, day: [900, 1100], wmi: 'UU1' },
  { brand: 'renault', model: 'Sandero', body: 'hatchback', cls: 'economy', years: [2015, 2023], engines: [petrol(0.9, 6.1), petrol(1.6, 7.0)], seats: 5, doors: 5, day: [950, 1150], wmi: 'UU1' },
  { brand: 'skoda', model: 'Fabia', body: 'hatchback', cls: 'economy', years: [2015, 2024], engines: [petrol(1.0, 5.4), petrol(1.4, 6.2, 'automatic')], seats: 5, doors: 5, day: [1000, 1250], wmi: 'TMB' },
  { brand: 'skoda', model: 'Rapid', body: 'sedan', cls: 'economy', years: [2014, 2020], engines: [petrol(1.6, 6.6), petrol(1.4, 6.0, 'robotic')], seats: 5, doors: 5, day: [1000, 1250], wmi: 'TMB' },
  { brand: 'volkswagen', model: 'Polo', body: 'sedan', cls: 'economy', years: [2015, 2021], engines: [petrol(1.6, 6.8), petrol(1.6, 7.2, 'automatic')], seats: 5, doors: 4, day: [1000, 1300], wmi: 'WVW' },
  { brand: 'hyundai', model: 'Accent', body: 'sedan', cls: 'economy', years: [2014, 2021], engines: [petrol(1.4, 6.5), petrol(1.6, 7.1, 'automatic')], seats: 5, doors: 4, day: [950, 1200], wmi: 'KMH' },
  { brand: 'kia', model: 'Rio', body: 'sedan', cls: 'economy', years: [2016, 2023], engines: [petrol(1.4, 6.3), petrol(1.6, 6.9, 'automatic')], seats: 5, doors: 4, day: [1000, 1300], wmi: 'KNA' },
  { brand: 'hyundai', model: 'i20', body: 'hatchback', cls: 'economy', years: [2016, 2024], engines: [petrol(1.2, 5.6), petrol(1.0, 5.2, 'robotic')], seats: 5, doors: 5, day: [1000, 1250], wmi: 'NLH' },
  { brand: 'toyota', model: 'Yaris', body: 'hatchback', cls: 'economy', years: [2016, 2024], engines: [petrol(1.5, 5.5, 'cvt'), hybrid(1.5, 4.2)], seats: 5, doors: 5, day: [1100, 1400], wmi: 'VNK' },
  { brand: 'chevrolet', model: 'Aveo', body: 'sedan', cls: 'economy', years: [2012, 2018], engines: [petrol(1.6, 7.3), lpg(1.6, 10.1)], seats: 5, doors: 4, day: [900, 1050], wmi: 'KL1' },
  { brand: 'peugeot', model: '301', body: 'sedan', cls: 'economy', years: [2015, 2021], engines: [petrol(1.6, 6.9), diesel(1.6, 4.8, 'manual')], seats: 5, doors: 4, day: [950, 1150], wmi: 'VF3' },
  { brand: 'citroen', model: 'C3', body: 'hatchback', cls: 'economy', years: [2017, 2024], engines: [petrol(1.2, 5.8), petrol(1.2, 6.1, 'automatic')], seats: 5, doors: 5, day: [1000, 1250], wmi: 'VF7' },
  { brand: 'fiat', model: 'Tipo', body: 'sedan', cls: 'economy', years: [2017, 2023], engines: [petrol(1.4, 6.9), petrol(1.6, 7.4, 'automatic')], seats: 5, doors: 4, day: [950, 1200], wmi: 'ZFA' },
  // Middle class
  { brand: 'skoda', model: 'Octavia', body: 'sedan', cls: 'compact', years: [2016, 2025], engines: [petrol(1.4, 6.3, 'robotic'), diesel(2.0, 5.2, 'robotic'), petrol(1.6, 7.0)], seats: 5, doors: 5, day: [1400, 1900], wmi: 'TMB' },
  { brand: 'toyota', model: 'Corolla', body: 'sedan', cls: 'compact', years: [2016, 2025], engines: [petrol(1.6, 6.7, 'cvt'), hybrid(1.8, 4.6)], seats: 5, doors: 4, day: [1400, 1900], wmi: 'NMT' },
  { brand: 'volkswagen', model: 'Golf', body: 'hatchback', cls: 'compact', years: [2015, 2024], engines: [petrol(1.4, 6.1, 'robotic'), diesel(2.0, 5.0, 'robotic')], seats: 5, doors: 5, day: [1400, 1800], wmi: 'WVW' },
  { brand: 'volkswagen', model: 'Jetta', body: 'sedan', cls: 'compact', years: [2015, 2022], engines: [petrol(1.4, 6.4, 'automatic')], seats: 5, doors: 4, day: [1300, 1700], wmi: '3VW' },
  { brand: 'hyundai', model: 'Elantra', body: 'sedan', cls: 'compact', years: [2016, 2024], engines: [petrol(1.6, 7.0, 'automatic'), petrol(2.0, 7.6, 'automatic')], seats: 5, doors: 4, day: [1400, 1800], wmi: 'KMH' },
  { brand: 'kia', model: 'Ceed', body: 'wagon', cls: 'compact', years: [2017, 2024], engines: [petrol(1.6, 6.8, 'automatic'), diesel(1.6, 4.9, 'robotic')], seats: 5, doors: 5, day: [1400, 1800], wmi: 'U5Y' },
  { brand: 'mazda', model: 'Mazda3', body: 'hatchback', cls: 'compact', years: [2016, 2024], engines: [petrol(2.0, 6.6, 'automatic')], seats: 5, doors: 5, day: [1500, 2000], wmi: 'JMZ' },
  { brand: 'ford', model: 'Focus', body: 'wagon', cls: 'compact', years: [2015, 2022], engines: [diesel(1.5, 4.8, 'automatic'), petrol(1.0, 5.9)], seats: 5, doors: 5, day: [1300, 1700], wmi: 'WF0' },
  { brand: 'honda', model: 'Civic', body: 'sedan', cls: 'compact', years: [2016, 2023], engines: [petrol(1.5, 6.4, 'cvt')], seats: 5, doors: 4, day: [1500, 2000], wmi: 'SHH' },
  { brand: 'renault', model: 'Megane', body: 'wagon', cls: 'compact', years: [2016, 2022], engines: [diesel(1.5, 4.6, 'robotic'), petrol(1.3, 6.1, 'robotic')], seats: 5, doors: 5, day: [1300, 1650], wmi: 'VF1' },
  { brand: 'peugeot', model: '308', body: 'hatchback', cls: 'compact', years: [2016, 2023], engines: [diesel(1.5, 4.5, 'automatic'), petrol(1.2, 5.8, 'automatic')], seats: 5, doors: 5, day: [1400, 1750], wmi: 'VF3' },
  { brand: 'toyota', model: 'Prius', body: 'hatchback', cls: 'compact', years: [2016, 2022], engines: [hybrid(1.8, 4.1)], seats: 5, doors: 5, day: [1400, 1800], wmi: 'JTD' },
  // Business
  { brand: 'toyota', model: 'Camry', body: 'sedan', cls: 'business', years: [2017, 2025], engines: [petrol(2.5, 8.3, 'automatic'), hybrid(2.5, 5.1)], seats: 5, doors: 4, day: [2200, 2900], wmi: 'JTN' },
  { brand: 'volkswagen', model: 'Passat', body: 'wagon', cls: 'business', years: [2016, 2023], engines: [diesel(2.0, 5.4, 'robotic'), petrol(1.8, 7.2, 'robotic')], seats: 5, doors: 5, day: [1900, 2500], wmi: 'WVW' },
  { brand: 'skoda', model: 'Superb', body: 'sedan', cls: 'business', years: [2017, 2025], engines: [diesel(2.0, 5.5, 'robotic'), petrol(2.0, 7.4, 'robotic')], seats: 5, doors: 5, day: [2100, 2800], wmi: 'TMB' },
  { brand: 'kia', model: 'K5', body: 'sedan', cls: 'business', years: [2020, 2025], engines: [petrol(2.0, 8.1, 'automatic'), petrol(2.5, 8.6, 'automatic')], seats: 5, doors: 4, day: [2000, 2600], wmi: 'KNA' },
  { brand: 'hyundai', model: 'Sonata', body: 'sedan', cls: 'business', years: [2018, 2024], engines: [petrol(2.0, 8.0, 'automatic'), petrol(2.5, 8.7, 'automatic')], seats: 5, doors: 4, day: [1900, 2500], wmi: 'KMH' },
  { brand: 'mazda', model: 'Mazda6', body: 'sedan', cls: 'business', years: [2016, 2023], engines: [petrol(2.5, 7.9, 'automatic')], seats: 5, doors: 4, day: [2000, 2600], wmi: 'JMZ' },
  { brand: 'ford', model: 'Fusion', body: 'sedan', cls: 'business', years: [2014, 2020], engines: [petrol(2.5, 9.1, 'automatic'), hybrid(2.0, 5.6)], seats: 5, doors: 4, day: [1600, 2100], wmi: '3FA' },
  // Crossovers
  { brand: 'renault', model: 'Duster', body: 'crossover', cls: 'crossover', years: [2015, 2024], engines: [diesel(1.5, 5.6, 'manual'), petrol(1.6, 7.9)], seats: 5, doors: 5, day: [1300, 1700], wmi: 'UU1' },
  { brand: 'hyundai', model: 'Tucson', body: 'crossover', cls: 'crossover', years: [2016, 2025], engines: [petrol(2.0, 8.7, 'automatic'), diesel(2.0, 6.6, 'automatic')], seats: 5, doors: 5, day: [1900, 2600], wmi: 'TMA' },
  { brand: 'kia', model: 'Sportage', body: 'crossover', cls: 'crossover', years: [2016, 2025], engines: [petrol(2.0, 8.6, 'automatic'), diesel(1.6, 6.1, 'robotic')], seats: 5, doors: 5, day: [1900, 2600], wmi: 'U5Y' },
  { brand: 'toyota', model: 'RAV4', body: 'crossover', cls: 'crossover', years: [2016, 2025], engines: [petrol(2.0, 8.1, 'cvt'), hybrid(2.5, 5.7)], seats: 5, doors: 5, day: [2200, 3000], wmi: 'JTM' },
  { brand: 'nissan', model: 'Qashqai', body: 'crossover', cls: 'crossover', years: [2015, 2024], engines: [petrol(1.3, 6.6, 'cvt'), diesel(1.5, 4.9, 'manual')], seats: 5, doors: 5, day: [1700, 2300], wmi: 'SJN' },
  { brand: 'mazda', model: 'CX-5', body: 'crossover', cls: 'crossover', years: [2017, 2025], engines: [petrol(2.0, 7.8, 'automatic'), petrol(2.5, 8.4, 'automatic')], seats: 5, doors: 5, day: [2200, 2900], wmi: 'JMZ' },
  { brand: 'volkswagen', model: 'Tiguan', body: 'crossover', cls: 'crossover', years: [2016, 2024], engines: [petrol(2.0, 8.5, 'robotic'), diesel(2.0, 6.4, 'robotic')], seats: 5, doors: 5, day: [2200, 2900], wmi: 'WVG' },
  { brand: 'skoda', model: 'Kodiaq', body: 'crossover', cls: 'crossover', years: [2017, 2025], engines: [diesel(2.0, 6.5, 'robotic'), petrol(1.4, 7.6, 'robotic')], seats: 7, doors: 5, day: [2300, 3000], wmi: 'TMB' },
  { brand: 'skoda', model: 'Karoq', body: 'crossover', cls: 'crossover', years: [2018, 2025], engines: [petrol(1.5, 6.5, 'robotic')], seats: 5, doors: 5, day: [1900, 2400], wmi: 'TMB' },
  { brand: 'haval', model: 'Jolion', body: 'crossover', cls: 'crossover', years: [2021, 2025], engines: [petrol(1.5, 7.8, 'robotic')], seats: 5, doors: 5, day: [1700, 2200], wmi: 'LGW' },
  { brand: 'chery', model: 'Tiggo 7 Pro', body: 'crossover', cls: 'crossover', years: [2021, 2025], engines: [petrol(1.5, 8.2, 'cvt')], seats: 5, doors: 5, day: [1700, 2200], wmi: 'LVV' },
  { brand: 'mitsubishi', model: 'Outlander', body: 'crossover', cls: 'crossover', years: [2015, 2023], engines: [petrol(2.4, 9.2, 'cvt'), { fuel: 'plugin_hybrid', litres: 2.4, consumption: 2.1, gearbox: 'automatic' }], seats: 7, doors: 5, day: [2100, 2800], wmi: 'JMB' },
  { brand: 'peugeot', model: '3008', body: 'crossover', cls: 'crossover', years: [2017, 2024], engines: [diesel(1.5, 5.1, 'automatic'), petrol(1.6, 7.3, 'automatic')], seats: 5, doors: 5, day: [1900, 2500], wmi: 'VF3' },
  // SUVs and premium
  { brand: 'toyota', model: 'Land Cruiser Prado', body: 'suv', cls: 'suv', years: [2016, 2024], engines: [diesel(2.8, 9.3, 'automatic'), petrol(4.0, 13.5, 'automatic')], seats: 7, doors: 5, day: [3800, 5200], wmi: 'JTE' },
  { brand: 'bmw', model: 'X5', body: 'suv', cls: 'premium', years: [2018, 2025], engines: [diesel(3.0, 8.2, 'automatic'), petrol(3.0, 10.6, 'automatic')], seats: 5, doors: 5, day: [4500, 6000], wmi: '5UX' },
  { brand: 'mercedes-benz', model: 'GLE', body: 'suv', cls: 'premium', years: [2019, 2025], engines: [diesel(2.9, 8.0, 'automatic'), petrol(3.0, 10.9, 'automatic')], seats: 5, doors: 5, day: [4500, 6000], wmi: '4JG' },
  { brand: 'audi', model: 'Q7', body: 'suv', cls: 'premium', years: [2016, 2024], engines: [diesel(3.0, 7.9, 'automatic')], seats: 7, doors: 5, day: [4200, 5600], wmi: 'WA1' },
  { brand: 'volvo', model: 'XC90', body: 'suv', cls: 'premium', years: [2017, 2024], engines: [diesel(2.0, 7.2, 'automatic'), { fuel: 'plugin_hybrid', litres: 2.0, consumption: 2.5, gearbox: 'automatic' }], seats: 7, doors: 5, day: [4000, 5400], wmi: 'YV1' },
  { brand: 'volvo', model: 'XC60', body: 'crossover', cls: 'premium', years: [2018, 2025], engines: [diesel(2.0, 6.3, 'automatic'), petrol(2.0, 8.2, 'automatic')], seats: 5, doors: 5, day: [3200, 4200], wmi: 'YV1' },
  { brand: 'lexus', model: 'RX', body: 'crossover', cls: 'premium', years: [2016, 2024], engines: [hybrid(3.5, 6.9), petrol(2.0, 9.1, 'automatic')], seats: 5, doors: 5, day: [3600, 4800], wmi: 'JTJ' },
  { brand: 'land-rover', model: 'Range Rover Sport', body: 'suv', cls: 'premium', years: [2018, 2024], engines: [diesel(3.0, 8.9, 'automatic')], seats: 5, doors: 5, day: [5000, 6000], wmi: 'SAL' },
  { brand: 'bmw', model: '5 Series', body: 'sedan', cls: 'premium', years: [2017, 2025], engines: [diesel(2.0, 5.6, 'automatic'), petrol(2.0, 7.3, 'automatic')], seats: 5, doors: 4, day: [3500, 4800], wmi: 'WBA' },
  { brand: 'mercedes-benz', model: 'E-Class', body: 'sedan', cls: 'premium', years: [2017, 2025], engines: [diesel(2.0, 5.7, 'automatic'), petrol(2.0, 7.6, 'automatic')], seats: 5, doors: 4, day: [3600, 5000], wmi: 'W1K' },
  { brand: 'mercedes-benz', model: 'C-Class', body: 'sedan', cls: 'premium', years: [2016, 2024], engines: [petrol(1.5, 6.9, 'automatic'), diesel(2.0, 5.2, 'automatic')], seats: 5, doors: 4, day: [2800, 3800], wmi: 'WDD' },
  { brand: 'audi', model: 'A6', body: 'wagon', cls: 'premium', years: [2017, 2024], engines: [diesel(2.0, 5.6, 'robotic'), diesel(3.0, 6.4, 'automatic')], seats: 5, doors: 5, day: [3200, 4400], wmi: 'WAU' },
  { brand: 'bmw', model: '3 Series', body: 'sedan', cls: 'premium', years: [2016, 2024], engines: [petrol(2.0, 7.0, 'automatic'), diesel(2.0, 5.0, 'automatic')], seats: 5, doors: 4, day: [2600, 3600], wmi: 'WBA' },
  { brand: 'lexus', model: 'ES', body: 'sedan', cls: 'premium', years: [2018, 2025], engines: [hybrid(2.5, 5.3), petrol(2.5, 8.4, 'automatic')], seats: 5, doors: 4, day: [3000, 4000], wmi: 'JTH' },
  // Minivans
  { brand: 'volkswagen', model: 'Touran', body: 'minivan', cls: 'van', years: [2015, 2023], engines: [diesel(2.0, 5.5, 'robotic'), petrol(1.4, 7.0, 'robotic')], seats: 7, doors: 5, day: [1900, 2500], wmi: 'WVG' },
  { brand: 'volkswagen', model: 'Multivan', body: 'minivan', cls: 'van', years: [2016, 2024], engines: [diesel(2.0, 8.2, 'robotic')], seats: 7, doors: 4, day: [3200, 4300], wmi: 'WV2' },
  { brand: 'mercedes-benz', model: 'V-Class', body: 'minivan', cls: 'van', years: [2016, 2024], engines: [diesel(2.1, 7.6, 'automatic')], seats: 8, doors: 4, day: [3800, 4800], wmi: 'W1V' },
  { brand: 'kia', model: 'Carnival', body: 'minivan', cls: 'van', years: [2019, 2025], engines: [diesel(2.2, 8.0, 'automatic')], seats: 8, doors: 5, day: [3000, 3900], wmi: 'KNA' },
  { brand: 'citroen', model: 'Berlingo', body: 'minivan', cls: 'van', years: [2016, 2024], engines: [diesel(1.6, 5.4, 'manual'), diesel(1.5, 5.1, 'manual')], seats: 5, doors: 5, day: [1400, 1800], wmi: 'VF7' },
  { brand: 'dodge', model: 'Grand Caravan', body: 'minivan', cls: 'van', years: [2013, 2020], engines: [petrol(3.6, 12.4, 'automatic')], seats: 7, doors: 5, day: [1900, 2400], wmi: '2C4' },
  // Electric
  { brand: 'nissan', model: 'Leaf', body: 'ev', cls: 'electric', years: [2018, 2024], engines: [electric(16.5)], seats: 5, doors: 5, day: [1300, 1700], wmi: 'SJN' },
  { brand: 'volkswagen', model: 'ID.3', body: 'ev', cls: 'electric', years: [2021, 2025], engines: [electric(15.8)], seats: 5, doors: 5, day: [1600, 2100], wmi: 'WVW' },
  { brand: 'volkswagen', model: 'ID.4', body: 'ev', cls: 'electric', years: [2021, 2025], engines: [electric(18.2)], seats: 5, doors: 5, day: [2000, 2600], wmi: 'LSV' },
  { brand: 'tesla', model: 'Model 3', body: 'ev', cls: 'electric', years: [2019, 2025], engines: [electric(14.9)], seats: 5, doors: 4, day: [2300, 3200], wmi: '5YJ' },
  { brand: 'tesla', model: 'Model Y', body: 'ev', cls: 'electric', years: [2021, 2025], engines: [electric(16.9)], seats: 5, doors: 5, day: [2600, 3500], wmi: '7SA' },
  { brand: 'hyundai', model: 'Ioniq 5', body: 'ev', cls: 'electric', years: [2022, 2025], engines: [electric(17.8)], seats: 5, doors: 5, day: [2300, 3000], wmi: 'KMH' },
  { brand: 'byd', model: 'Dolphin', body: 'ev', cls: 'electric', years: [2023, 2025], engines: [electric(14.6)], seats: 5, doors: 5, day: [1500, 1900], wmi: 'LGX' },
  { brand: 'renault', model: 'Zoe', body: 'ev', cls: 'electric', years: [2018, 2023], engines: [electric(16.1)], seats: 5, doors: 5, day: [1200, 1500], wmi: 'VF1' },
  // Pickups and sports cars
  { brand: 'toyota', model: 'Hilux', body: 'pickup', cls: 'pickup', years: [2016, 2024], engines: [diesel(2.4, 8.6, 'automatic'), diesel(2.8, 9.1, 'automatic')], seats: 5, doors: 4, day: [2600, 3400], wmi: 'AHT' },
  { brand: 'ford', model: 'Ranger', body: 'pickup', cls: 'pickup', years: [2016, 2024], engines: [diesel(2.0, 8.4, 'automatic'), diesel(3.2, 9.8, 'automatic')], seats: 5, doors: 4, day: [2500, 3300], wmi: 'MNC' },
  { brand: 'mitsubishi', model: 'L200', body: 'pickup', cls: 'pickup', years: [2015, 2023], engines: [diesel(2.4, 8.2, 'manual'), diesel(2.4, 8.6, 'automatic')], seats: 5, doors: 4, day: [2300, 2900], wmi: 'MMB' },
  { brand: 'ford', model: 'Mustang', body: 'coupe', cls: 'sport', years: [2016, 2023], engines: [petrol(2.3, 10.4, 'automatic'), petrol(5.0, 14.2, 'automatic')], seats: 4, doors: 2, day: [3800, 5500], wmi: '1FA' },
  { brand: 'subaru', model: 'BRZ', body: 'coupe', cls: 'sport', years: [2017, 2023], engines: [petrol(2.0, 8.4, 'manual'), petrol(2.4, 9.1, 'manual')], seats: 4, doors: 2, day: [2600, 3400], wmi: 'JF1' },
  { brand: 'chevrolet', model: 'Camaro', body: 'coupe', cls: 'sport', years: [2016, 2022], engines: [petrol(2.0, 10.2, 'automatic'), petrol(3.6, 12.1, 'automatic')], seats: 4, doors: 2, day: [3400, 4800], wmi: '1G1' },
];
