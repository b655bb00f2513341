import 'server-only';
import type { TCarDraftInput } from '@/lib/cars/car-schema';
import type { DepositCurrency, Ownership } from '@/lib/cars/dictionary';
import { PLATE_LETTERS } from '@/lib/cars/plate';
import { vinCheckDigit } from '@/lib/cars/vin';
import type { WeeklySchedule } from '@/lib/server/db/schema';
import { addDays } from '@/lib/time/iso-date';
import type { BodyType } from '../car-art/bodies';
import type { InteriorStyle } from '../car-art/interior';
import type { Scene } from '../car-art/scenes';
import { demoAccounts } from '../seed-accounts';
import { FLEET_MODELS, type FleetClass, type FleetModel } from './fleet-models';
import { PICKUP_POINTS, PLATE_CODES } from './fleet-places';

/**
 * The demo fleet as a plan: which cars the demo hosts and companies own, where, at what prices,
 * with which photos and blocked days. Deterministic (a seeded generator, no clock but `today` for
 * dates relative to the seed day), so every seed plans the same cars with the same VINs and
 * plates, and a re-run recognises what it planned before (seed-demo-fleet.ts).
 */

/** The photo views in listing order; a car shows the first 4–8. */
export const PHOTO_ORDER = ['front34', 'side', 'interior', 'dashboard', 'rear34', 'front', 'wheel', 'rear'] as const;
export type PhotoView = (typeof PHOTO_ORDER)[number];

export type FleetState = 'active' | 'off' | 'pending' | 'draft' | 'rejected';

/** A block of the car's calendar: days from the seed day, Kyiv time. */
export type PlannedBlock = { fromDay: number; fromHour: number; toDay: number; toHour: number; note: string | null };

export type PlannedCar = {
  owner: string;
  state: FleetState;
  brand: string;
  model: string;
  city: string;
  /** The car's form in the API's units (whole hryvnias), without the reference ids the seed resolves. */
  form: Omit<TCarDraftInput, 'brand_id' | 'model_id' | 'city_id' | 'photos'> & { year: number; vin: string };
  look: { body: BodyType; paint: string; scene: Scene; spokes: number; interior: InteriorStyle };
  photos: PhotoView[];
  schedule: WeeklySchedule;
  minNoticeHours: number;
  blocks: PlannedBlock[];
  createdDaysAgo: number;
  rejectionReason?: string;
};

type Colour = { name: string; hex: string };
const COLOURS = {
  white: { name: 'білий', hex: '#eceef1' },
  black: { name: 'чорний', hex: '#17191d' },
  grey: { name: 'сірий металік', hex: '#6f767e' },
  silver: { name: 'сріблястий', hex: '#b4bac2' },
  blue: { name: 'синій', hex: '#1f4fa3' },
  darkBlue: { name: 'темно-синій', hex: '#1c2b4c' },
  red: { name: 'червоний', hex: '#b3202a' },
  graphite: { name: 'графітовий', hex: '#3b3f46' },
  beige: { name: 'бежевий', hex: '#c6b293' },
  lightBlue: { name: 'блакитний', hex: '#6c9fcf' },
} satisfies Record<string, Colour>;

/**
 * The colours each body comes in, most common first. Kept short on purpose: every body and colour
 * pair is rendered once per seed (about 0.3 s a view), so the palette bounds the seed's time.
 */
const PALETTES: Record<BodyType, Colour[]> = {
  sedan: [COLOURS.white, COLOURS.black, COLOURS.grey, COLOURS.blue],
  hatchback: [COLOURS.white, COLOURS.red, COLOURS.silver],
  wagon: [COLOURS.graphite, COLOURS.darkBlue],
  crossover: [COLOURS.white, COLOURS.black, COLOURS.grey, COLOURS.beige],
  suv: [COLOURS.black, COLOURS.white],
  minivan: [COLOURS.silver, COLOURS.black],
  coupe: [COLOURS.red],
  pickup: [COLOURS.white],
  ev: [COLOURS.white, COLOURS.lightBlue],
};

type OwnerPlan = {
  email: string;
  company: boolean;
  cities: Record<string, number>;
  classes: Partial<Record<FleetClass, number>>;
  /** Cars beyond the listed ones, by state (the active count comes from `cities`). */
  extra?: Partial<Record<Exclude<FleetState, 'active'>, number>>;
};

const CITY_MIX = { economy: 4, compact: 4, business: 2, crossover: 4, suv: 0.7, premium: 1.5, van: 1.5, electric: 1.5, pickup: 0.6, sport: 0.4 };
const HOST_MIX = { economy: 5, compact: 4, business: 1.5, crossover: 3, suv: 0.4, premium: 0.8, van: 1, electric: 2, pickup: 0.4, sport: 0.3 };

/** Who owns what where: one company with a large Kyiv fleet, two regional ones, six private hosts. */
export const OWNER_PLANS: OwnerPlan[] = [
  { email: 'company@kermo.local', company: true, cities: { kyiv: 28, vinnytsia: 6 }, classes: { ...CITY_MIX, premium: 2.5, electric: 2 }, extra: { off: 1, pending: 2 } },
  { email: 'company2@kermo.local', company: true, cities: { lviv: 15, 'ivano-frankivsk': 7, uzhhorod: 5, ternopil: 3 }, classes: { ...CITY_MIX, crossover: 6, suv: 1.5, pickup: 1.2 } },
  { email: 'company3@kermo.local', company: true, cities: { odesa: 14, dnipro: 6, zaporizhzhia: 6 }, classes: { ...CITY_MIX, sport: 1, van: 2 } },
  { email: 'host@kermo.local', company: false, cities: { kyiv: 7 }, classes: HOST_MIX, extra: { off: 1, pending: 1, draft: 2, rejected: 1 } },
  { email: 'host2@kermo.local', company: false, cities: { lviv: 9, chernivtsi: 3 }, classes: HOST_MIX, extra: { pending: 1 } },
  { email: 'host3@kermo.local', company: false, cities: { odesa: 10 }, classes: HOST_MIX },
  { email: 'host4@kermo.local', company: false, cities: { dnipro: 9, poltava: 3 }, classes: HOST_MIX, extra: { pending: 1 } },
  { email: 'host5@kermo.local', company: false, cities: { kharkiv: 13 }, classes: HOST_MIX, extra: { pending: 1 } },
  { email: 'host6@kermo.local', company: false, cities: { kyiv: 11, vinnytsia: 4 }, classes: HOST_MIX },
];

/** mulberry32: a small, fast, well-distributed generator; the fleet's only source of variety. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const weighted = <T extends string>(weights: Partial<Record<T, number>>): T => {
    const entries = Object.entries(weights) as [T, number][];
    let r = next() * entries.reduce((sum, [, w]) => sum + w, 0);
    for (const [key, w] of entries) if ((r -= w) < 0) return key;
    return entries[entries.length - 1]![0];
  };
  const chance = (p: number) => next() < p;
  return { next, int, pick, weighted, chance };
}
type Random = ReturnType<typeof generator>;

const round = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

// ISO 3779 model-year codes (position 10).
const YEAR_CODES: Record<number, string> = { 2012: 'C', 2013: 'D', 2014: 'E', 2015: 'F', 2016: 'G', 2017: 'H', 2018: 'J', 2019: 'K', 2020: 'L', 2021: 'M', 2022: 'N', 2023: 'P', 2024: 'R', 2025: 'S', 2026: 'T' };
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** A VIN of the maker's WMI and the model year, with a valid check digit (required for North American and Chinese VINs, harmless elsewhere). */
function vinFor(r: Random, wmi: string, year: number, taken: Set<string>): string {
  for (;;) {
    let vds = '';
    for (let i = 0; i < 5; i++) vds += r.pick([...VIN_CHARS]);
    const draft = `${wmi}${vds}0${YEAR_CODES[year]}${r.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ'])}${String(r.int(100000, 999999))}`;
    const vin = `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
    if (!taken.has(vin)) {
      taken.add(vin);
      return vin;
    }
  }
}

function plateFor(r: Random, city: string, taken: Set<string>): string {
  for (;;) {
    const plate = `${r.pick(PLATE_CODES[city]!)}${r.int(1000, 9999)}${r.pick([...PLATE_LETTERS])}${r.pick([...PLATE_LETTERS])}`;
    if (!taken.has(plate)) {
      taken.add(plate);
      return plate;
    }
  }
}

const SCHEDULES: Record<'standard' | 'always' | 'office' | 'long', WeeklySchedule> = {
  standard: everyDay('08:00', '21:00'),
  always: everyDay('00:00', '24:00'),
  long: everyDay('07:00', '23:00'),
  office: { ...everyDay('09:00', '20:00', 5), '5': { from: '10:00', to: '18:00' }, '6': { from: '10:00', to: '16:00' } },
};

function everyDay(from: string, to: string, days = 7): WeeklySchedule {
  return Object.fromEntries(Array.from({ length: days }, (_, day) => [String(day), { from, to }])) as WeeklySchedule;
}


/** Comments a host might write, by what the car is good for (Ukrainian, English); no contact details. */
const COMMENTS: Record<'any' | FleetClass, [string, string][]> = {
  any: [
    ['Доглянутий автомобіль, нещодавно пройшов ТО.', 'Well-kept car, recently serviced.'],
    ['Дитяче крісло та тримач для телефону безкоштовно за запитом.', 'A child seat and a phone holder free on request.'],
    ['Повний бак при видачі — повний при поверненні.', 'Full tank at pick-up, full tank at return.'],
    ['Паління в салоні заборонене, тварини — за домовленістю.', 'No smoking inside; pets by arrangement.'],
    ['Виїзд за кордон — за попереднім погодженням.', 'Trips abroad by prior agreement.'],
    ['Камера заднього виду, CarPlay та Android Auto.', 'Rear camera, CarPlay and Android Auto.'],
  ],
  economy: [['Економна витрата та легке паркування — ідеально для міста.', 'Economical and easy to park: made for the city.']],
  compact: [['Зручний для щоденних поїздок і трас: клімат-контроль, круїз.', 'Comfortable in town and on the highway: climate control, cruise.']],
  business: [['Тихий просторий салон, підходить для ділових зустрічей.', 'A quiet, roomy cabin fit for business meetings.']],
  crossover: [['Високий кліренс і великий багажник для сімейних подорожей.', 'High ground clearance and a big boot for family trips.']],
  suv: [['Повний привід, готовий до поїздки в Карпати.', 'All-wheel drive, ready for a trip to the Carpathians.']],
  premium: [['Шкіряний салон, адаптивний круїз-контроль, підігрів сидінь.', 'Leather interior, adaptive cruise control, heated seats.']],
  van: [['Багато місця для компанії або великої родини з багажем.', 'Room for a group or a big family with luggage.']],
  electric: [['Зарядний кабель Type 2 у багажнику, заряджаємо до 80%.', 'Type 2 charging cable in the boot, handed over charged to 80%.']],
  pickup: [['Кузов з кришкою, фаркоп, всесезонна гума.', 'Covered load bed, tow bar, all-season tyres.']],
  sport: [['Мінімальний вік водія 25 років, стаж від 5 років.', 'Drivers aged 25 or over with at least 5 years of driving.']],
};

const BLOCK_NOTES = ['Техобслуговування', 'Шиномонтаж', 'Особисті плани', null, null];

const FAMILY_NAMES = ['Олександр', 'Марія', 'Ігор', 'Анна', 'Сергій', 'Тетяна'];

/**
 * How many of PHOTO_ORDER the body and colour pairs are rendered for, most common pair first: the
 * three most common get the full set, the next six six photos, the rest four (two of them the
 * cabin, shared by every car of its trim). Renders are the seed's cost, about 0.2 s each.
 */
const LEVELS = [8, 8, 8, 6, 6, 6, 6, 6, 6] as const;
const BASE_LEVEL = 4;


function photoCount(r: Random): number {
  return Number(r.weighted({ 4: 34, 5: 30, 6: 17, 7: 12, 8: 7 }));
}

/** Days of the week are keyed 0 (Monday) … 6 (Sunday); money in whole hryvnias. */
export function planDemoFleet(today: string): PlannedCar[] {
  const r = generator(20_261_121);
  const vins = new Set<string>();
  const plates = new Set<string>();
  const thisYear = Number(today.slice(0, 4));
  const cars: (PlannedCar & { wanted: number })[] = [];
  for (const owner of OWNER_PLANS) {
    const account = demoAccounts.find((a) => a.email === owner.email)!;
    const cities = Object.entries(owner.cities);
    const states: { state: FleetState; city: string; nth: number }[] = [];
    for (const [city, count] of cities) for (let i = 0; i < count; i++) states.push({ state: 'active', city, nth: i });
    const extraCity = cities[0]![0];
    for (const [state, count] of Object.entries(owner.extra ?? {}) as [FleetState, number][]) for (let i = 0; i < count; i++) states.push({ state, city: extraCity, nth: i });
    for (const { state, city, nth } of states) cars.push(planCar(r, owner, account, { state, city, nth }, thisYear, today, vins, plates));
  }
  // Popular body and colour pairs get the full photo set, rare ones the basic one (render budget).
  const counts = new Map<string, number>();
  for (const car of cars) counts.set(pairOf(car), (counts.get(pairOf(car)) ?? 0) + 1);
  const ranked = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || a.localeCompare(b));
  const scenes: Scene[] = ['studio', 'street', 'country'];
  return cars.map(({ wanted, ...car }) => {
    const rank = ranked.indexOf(pairOf(car));
    const level = LEVELS[rank] ?? BASE_LEVEL;
    const photos = PHOTO_ORDER.slice(0, Math.min(wanted, level));
    return { ...car, photos, look: { ...car.look, scene: scenes[rank % scenes.length]!, spokes: rank % 4 === 3 ? 10 : 5 } };
  });
}

const pairOf = (car: Pick<PlannedCar, 'look'>) => `${car.look.body}:${car.look.paint}`;

function planCar(
  r: Random,
  owner: OwnerPlan,
  account: (typeof demoAccounts)[number],
  { state, city, nth }: { state: FleetState; city: string; nth: number },
  thisYear: number,
  today: string,
  vins: Set<string>,
  plates: Set<string>,
): PlannedCar & { wanted: number } {
  const cls = r.weighted(owner.classes);
  const model: FleetModel = r.pick(FLEET_MODELS.filter((m) => m.cls === cls));
  const engine = r.pick(model.engines);
  const [first, last] = [Math.max(2012, model.years[0]), Math.min(2025, model.years[1])];
  // Companies renew their fleets: the newer of two draws.
  const year = owner.company ? Math.max(r.int(first, last), r.int(first, last)) : r.int(first, last);
  const manufactureYear = year > first && r.chance(0.2) ? year - 1 : year;
  const palette = PALETTES[model.body];
  const colour = palette[Math.min(palette.length - 1, Math.floor(r.next() ** 1.6 * palette.length))]!;
  const latest = addDays(today, -20);
  const registered = minDate(addDays(`${manufactureYear}-03-01`, r.int(0, 420)), latest);
  const imported = /^[1-5]/.test(model.wmi) || r.chance(0.2);
  const registeredUa = imported ? minDate(addDays(registered, r.int(200, 900)), addDays(today, -10)) : registered;
  const age = Math.max(0, thisYear - year);
  const mileage = round(Math.max(4000, (age + r.next() * 0.8) * (11000 + r.next() * 12000)), 100);

  // Prices: newer cars at the top of the model's range.
  const [low, high] = model.day;
  const newness = Math.min(1, Math.max(0, (year - first) / Math.max(1, last - first)));
  const day = round(low + (high - low) * (0.6 * newness + 0.4 * r.next()), 50);
  const hour = r.chance(owner.company ? 0.65 : 0.45) ? round(day / (6 + r.next() * 2), 10) : undefined;
  const month = r.chance(0.75) ? round(day * (18 + r.next() * 4), 500) : undefined;
  const pct = (share: number) => round(day * share, 10);
  const discounts = r.pick([
    [{ from_days: 3, to_days: 6, amount: pct(0.05) }, { from_days: 7, to_days: 29, amount: pct(0.12) }],
    [{ from_days: 3, to_days: 6, amount: pct(0.04) }, { from_days: 7, to_days: 14, amount: pct(0.08) }, { from_days: 15, to_days: 29, amount: pct(0.14) }],
    [{ from_days: 2, to_days: 4, amount: pct(0.03) }, { from_days: 5, to_days: 9, amount: pct(0.07) }, { from_days: 10, to_days: 29, amount: pct(0.12) }],
    [{ from_days: 7, to_days: 29, amount: pct(0.1) }],
  ]);
  const deposit = depositFor(r, cls);
  const delivery = owner.company
    ? r.weighted({ free: 6, paid: 3.5, none: 0.5 })
    : r.weighted({ free: 3, paid: 4, none: 3 });
  const [about, rule] = [r.pick(COMMENTS[cls]), r.pick(COMMENTS.any)];
  const ownership: Ownership = owner.company ? r.pick(['leasing', 'power_of_attorney', 'owner'] as const) : r.weighted({ owner: 7, co_owner: 2, power_of_attorney: 1 });
  const ownerFirst = !owner.company && ownership !== 'owner' ? r.pick(FAMILY_NAMES.filter((name) => name !== account.firstName)) : account.firstName;
  const point = r.pick(PICKUP_POINTS[city]!);
  const jitter = () => (r.next() - 0.5) * 0.006;
  const premium = cls === 'premium' || cls === 'sport' || cls === 'suv';
  const minTerm = premium ? r.pick([1, 2, 2]) : cls === 'van' ? r.pick([1, 2]) : 1;
  const form: PlannedCar['form'] = {
    year,
    vin: vinFor(r, model.wmi, year, vins),
    mileage,
    gearbox: engine.gearbox,
    fuel_type: engine.fuel,
    engine_capacity: engine.litres,
    fuel_consumption: engine.consumption,
    doors: model.doors,
    seats: model.seats,
    is_taxi: false,
    color: colour.name,
    registration_number: plateFor(r, city, plates),
    certificate_serial: `CX${r.pick([...'ABEHIKMOPT'])}`,
    certificate_number: String(r.int(100000, 999999)),
    first_registration_date: registered,
    first_registration_ua_date: registeredUa,
    manufacture_year: manufactureYear,
    ownership,
    owner_first_name: ownerFirst,
    owner_last_name: account.lastName,
    address: point.address,
    lat: Number((point.lat + jitter()).toFixed(5)),
    lng: Number((point.lng + jitter()).toFixed(5)),
    min_term_days: minTerm,
    max_term_days: owner.company ? r.pick([90, 180, 365]) : r.pick([30, 45, 60]),
    free_mileage_per_day: r.pick([200, 250, 300, 300, 400]),
    price_per_km: premium ? r.pick([8, 10, 12]) : r.pick([0, 3, 4, 5, 6]),
    price_per_hour: hour,
    price_per_day: day,
    price_per_month: month,
    delivery: delivery === 'none' ? { offered: false } : delivery === 'free' ? { offered: true, free: true } : { offered: true, free: false, price: r.pick([200, 250, 300, 400, 500, 600]) },
    discounts,
    deposit,
    comment_uk: `${about[0]} ${rule[0]}`,
    comment_en: `${about[1]} ${rule[1]}`,
    is_daily_price: r.chance(0.3),
  };
  const schedule: keyof typeof SCHEDULES = owner.company ? r.weighted({ always: 4, long: 3, standard: 2, office: 1 }) : r.weighted({ standard: 6, long: 2, office: 2 });
  // A draft is left halfway: the car alone without photos, or with its papers and the first two photos.
  const draftStage = state === 'draft' ? (nth % 2 === 0 ? 'car' : 'papers') : null;
  const minNoticeHours = schedule === 'always' ? r.pick([1, 2]) : owner.company ? r.pick([1, 2, 3]) : r.pick([2, 3, 6, 12, 24]);
  return {
    owner: owner.email,
    state,
    brand: model.brand,
    model: model.model,
    city,
    form: draftStage ? draftOf(form, draftStage) : form,
    look: { body: model.body, paint: colour.hex, scene: 'studio', spokes: 5, interior: cls === 'electric' ? 'ev' : premium || cls === 'business' ? r.pick(['light', 'dark'] as const) : 'dark' },
    photos: [],
    blocks: state === 'active' || state === 'off' ? blocksFor(r) : [],
    createdDaysAgo: state === 'draft' ? r.int(0, 4) : state === 'pending' || state === 'rejected' ? r.int(1, 3) : r.int(20, 420),
    rejectionReason: state === 'rejected' ? 'Фото не відповідають автомобілю: на знімках інший колір кузова. Завантажте, будь ласка, актуальні фото.' : undefined,
    schedule: SCHEDULES[schedule],
    minNoticeHours,
    wanted: draftStage === 'car' ? 0 : draftStage === 'papers' ? 2 : photoCount(r),
  };
}

/** A draft as an owner leaves it halfway: the car alone, or the car and its papers; no prices yet. */
function draftOf(form: PlannedCar['form'], stage: 'car' | 'papers'): PlannedCar['form'] {
  const { year, vin, mileage, gearbox, fuel_type, engine_capacity, fuel_consumption, doors, seats, is_taxi, color } = form;
  const car = { year, vin, mileage, gearbox, fuel_type, engine_capacity, fuel_consumption, doors, seats, is_taxi, color };
  if (stage === 'car') return car;
  const { registration_number, certificate_serial, certificate_number, first_registration_date, first_registration_ua_date, manufacture_year, ownership, owner_first_name, owner_last_name } = form;
  return { ...car, registration_number, certificate_serial, certificate_number, first_registration_date, first_registration_ua_date, manufacture_year, ownership, owner_first_name, owner_last_name };
}

function depositFor(r: Random, cls: FleetClass): { amount: number; currency: DepositCurrency } {
  switch (cls) {
    case 'economy':
      return { amount: r.pick([2000, 3000, 4000, 5000]), currency: 'UAH' };
    case 'compact':
    case 'electric':
      return r.chance(0.8) ? { amount: r.pick([5000, 6000, 8000]), currency: 'UAH' } : { amount: r.pick([200, 300]), currency: 'USD' };
    case 'business':
    case 'crossover':
    case 'van':
      return r.chance(0.6) ? { amount: r.pick([8000, 10000, 12000]), currency: 'UAH' } : { amount: r.pick([300, 400]), currency: r.pick(['USD', 'EUR'] as const) };
    default:
      return { amount: r.pick([500, 700, 1000]), currency: r.pick(['USD', 'USD', 'EUR'] as const) };
  }
}

/** Some cars have days blocked in the coming weeks: a service, tyres, the owner's own trips. */
function blocksFor(r: Random): PlannedBlock[] {
  if (!r.chance(0.4)) return [];
  const blocks: PlannedBlock[] = [];
  let from = r.int(1, 12);
  for (let i = r.int(1, 2); i > 0; i--) {
    const service = r.chance(0.35);
    const block: PlannedBlock = service
      ? { fromDay: from, fromHour: 10, toDay: from, toHour: 18, note: r.pick(['Техобслуговування', 'Шиномонтаж']) }
      : { fromDay: from, fromHour: 0, toDay: from + r.int(1, 5), toHour: 0, note: r.pick(BLOCK_NOTES) };
    blocks.push(block);
    from = block.toDay + r.int(3, 14);
  }
  return blocks;
}

const minDate = (a: string, b: string) => (a < b ? a : b);
