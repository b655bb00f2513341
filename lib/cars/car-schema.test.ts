import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { issueMessage, issuePath, validationKeys } from '@/lib/validation/issue-message';
import {
  CAR_STEPS,
  ZCarBasics,
  ZCarDocuments,
  ZCarDraft,
  ZCarLocation,
  ZCarPhotos,
  ZCarPhotosRule,
  ZCarPricing,
  ZCarSubmission,
  stepOfField,
  withMileageFloor,
} from './car-schema';

// 15 March 2026, 00:30 in Kyiv (22:30 UTC the day before): years and "today" are Kyiv's.
const NOW = new Date('2026-03-14T22:30:00Z');
beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

const photos = (count: number, main = 1) => Array.from({ length: count }, (_, i) => ({ id: i + 1, is_main: i === main }));

/** A complete car as the wizard's inputs hold it: numbers typed as text, Cyrillic letters, blanks. */
const CAR = {
  brand_id: 1,
  model_id: 2,
  year: '2021',
  vin: '1hgcm826-33a004352',
  mileage: '120 000',
  gearbox: 'automatic',
  fuel_type: 'petrol',
  engine_capacity: '2,5',
  fuel_consumption: '7.4',
  doors: 4,
  seats: '5',
  is_taxi: false,
  color: ' сірий  металік ',
  registration_number: 'аа 1234 вх',
  certificate_serial: 'схе',
  certificate_number: '123 456',
  first_registration_date: '2021-03-15',
  first_registration_ua_date: '2022-01-10',
  manufacture_year: 2020,
  ownership: 'owner',
  owner_first_name: 'Олена',
  owner_last_name: 'Коваль-Петренко',
  photos: photos(4),
  city_id: 1,
  address: 'вул. Хрещатик, 1',
  lat: 50.4501,
  lng: 30.5234,
  min_term_days: 1,
  max_term_days: '30',
  free_mileage_per_day: 300,
  price_per_km: 5,
  price_per_hour: '',
  price_per_day: '1 500',
  price_per_month: 36000,
  delivery: { offered: true, free: false, price: '500' },
  discounts: [
    { from_days: 3, to_days: 7, amount: 100 },
    { from_days: 8, to_days: 29, amount: '200' },
  ],
  deposit: { amount: 5000, currency: 'UAH' },
  comment_uk: 'Чисте авто, 2.0 TDI, розхід 6.5 л/100 км',
  comment_en: '',
  is_daily_price: true,
};

type Part = Record<string, unknown>;
const pick = (step: keyof typeof CAR_STEPS, overrides: Part = {}) => ({ ...Object.fromEntries(CAR_STEPS[step].map((key) => [key, CAR[key as keyof typeof CAR]])), ...overrides });

/** Every refusal as `path → key` (with params when there are any); {} when the input passes. */
function problems(schema: z.ZodType, input: unknown): Record<string, unknown> {
  // As the API and the form resolver parse: with the input reported, first message per field.
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return {};
  const found: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    const message = issueMessage(issue);
    found[issuePath(issue)] ??= message.params ? message : message.key;
  }
  return found;
}

describe('ZCarSubmission', () => {
  it('accepts a complete car and normalizes what was typed', () => {
    const car = ZCarSubmission.parse(CAR);
    expect(car).toMatchObject({
      year: 2021,
      vin: '1HGCM82633A004352',
      mileage: 120000,
      engine_capacity: 2.5,
      fuel_consumption: 7.4,
      seats: 5,
      color: 'сірий металік',
      registration_number: 'AA1234BX',
      certificate_serial: 'CXE',
      certificate_number: '123456',
      max_term_days: 30,
      price_per_day: 1500,
      delivery: { offered: true, free: false, price: 500 },
      discounts: [
        { from_days: 3, to_days: 7, amount: 100 },
        { from_days: 8, to_days: 29, amount: 200 },
      ],
    });
    expect(car.price_per_hour).toBeUndefined();
    expect(car.comment_en).toBeUndefined();
  });

  it('requires every step', () => {
    const found = problems(ZCarSubmission, {});
    for (const field of ['vin', 'registration_number', 'photos', 'price_per_day', 'discounts', 'deposit', 'delivery']) expect(found[field], field).toBe('required');
    // Spec §5: a required choice says "Please select an option".
    for (const field of ['brand_id', 'model_id', 'city_id', 'gearbox', 'fuel_type', 'ownership']) expect(found[field], field).toBe('selectOption');
    expect(found.price_per_hour).toBeUndefined();
    expect(found.comment_uk).toBeUndefined();
  });

  it('reports cross-field rules next to other fields’ errors, not after them', () => {
    expect(problems(ZCarSubmission, { ...CAR, vin: 'abcd', min_term_days: 10, max_term_days: 5, manufacture_year: 2015 })).toEqual({
      vin: { key: 'vinLength', params: { count: 4 } },
      max_term_days: 'maxTermBelowMin',
      manufacture_year: 'modelYearMismatch',
    });
  });

  it('keeps the model year within a year of the year of manufacture', () => {
    expect(problems(ZCarSubmission, { ...CAR, year: 2021, manufacture_year: 2022, first_registration_date: '2022-03-01', first_registration_ua_date: '2022-03-01' })).toEqual({});
    expect(problems(ZCarSubmission, { ...CAR, year: 2021, manufacture_year: 2019, first_registration_date: '2019-03-01' })).toEqual({ manufacture_year: 'modelYearMismatch' });
  });
});

describe('ZCarBasics', () => {
  const basics = (overrides: Part) => problems(ZCarBasics, pick('basics', overrides));

  it('accepts the step alone', () => {
    expect(basics({})).toEqual({});
  });

  it('takes model years up to next year and manufacture years up to this one (Kyiv time)', () => {
    expect(basics({ year: 2027 })).toEqual({});
    expect(basics({ year: 2028 })).toEqual({ year: { key: 'max', params: { value: 2027 } } });
    expect(basics({ year: 1950 })).toEqual({});
    expect(basics({ year: 1949 })).toEqual({ year: { key: 'min', params: { value: 1950 } } });
    expect(basics({ year: '20x1' })).toEqual({ year: 'digitsOnly' });
    expect(problems(ZCarDocuments, pick('documents', { manufacture_year: 2027, first_registration_date: '2026-03-15', first_registration_ua_date: '2026-03-15' }))).toEqual({
      manufacture_year: { key: 'max', params: { value: 2026 } },
    });
  });

  it('checks the VIN', () => {
    expect(basics({ vin: '1HGCM82633A004353' })).toEqual({ vin: 'vinCheckDigit' });
    expect(basics({ vin: 'WVWZZZ1JZXW000001' })).toEqual({});
  });

  it('takes mileage as whole kilometres, 0 to 2 000 000', () => {
    expect(basics({ mileage: 0 })).toEqual({});
    expect(basics({ mileage: '2 000 000' })).toEqual({});
    expect(basics({ mileage: 2_000_001 })).toEqual({ mileage: { key: 'max', params: { value: 2_000_000 } } });
    expect(basics({ mileage: -1 })).toEqual({ mileage: { key: 'min', params: { value: 0 } } });
    for (const typed of ['120.5', '120,000', '-1', '1e5', '120 000 км', 120.5]) expect(basics({ mileage: typed }), String(typed)).toEqual({ mileage: 'digitsOnly' });
    expect(basics({ mileage: '' })).toEqual({ mileage: 'required' });
    expect(basics({ mileage: true })).toEqual({ mileage: 'digitsOnly' });
  });

  it('takes the engine capacity in litres with one decimal: 0.6–8.0, 0 only for an electric car', () => {
    for (const litres of [0.6, '0,6', 1.6, '8.0', 8]) expect(basics({ engine_capacity: litres }), String(litres)).toEqual({});
    expect(basics({ engine_capacity: 0.5 })).toEqual({ engine_capacity: 'engineCapacity' });
    expect(basics({ engine_capacity: 8.1 })).toEqual({ engine_capacity: 'engineCapacity' });
    expect(basics({ engine_capacity: '1.65' })).toEqual({ engine_capacity: { key: 'decimals', params: { count: 1 } } });
    expect(basics({ engine_capacity: '1.6 л' })).toEqual({ engine_capacity: 'notNumber' });
    expect(basics({ engine_capacity: -1 })).toEqual({ engine_capacity: 'engineCapacity' });
    expect(basics({ engine_capacity: 0 })).toEqual({ engine_capacity: 'engineCapacity' });
    expect(basics({ fuel_type: 'electric', engine_capacity: 0, fuel_consumption: 16.5 })).toEqual({});
    expect(basics({ fuel_type: 'electric', engine_capacity: 1.6 })).toEqual({ engine_capacity: 'engineCapacityElectric' });
    expect(basics({ fuel_type: 'plugin_hybrid', engine_capacity: 2 })).toEqual({});
  });

  it('takes consumption 0.1–30 with one decimal, doors 2–5, seats 2–9', () => {
    expect(basics({ fuel_consumption: 30 })).toEqual({});
    expect(basics({ fuel_consumption: '0,1' })).toEqual({});
    expect(basics({ fuel_consumption: 0 })).toEqual({ fuel_consumption: { key: 'min', params: { value: 0.1 } } });
    expect(basics({ fuel_consumption: 30.1 })).toEqual({ fuel_consumption: { key: 'max', params: { value: 30 } } });
    expect(basics({ doors: 2, seats: 9 })).toEqual({});
    expect(basics({ doors: 1, seats: 10 })).toEqual({ doors: { key: 'min', params: { value: 2 } }, seats: { key: 'max', params: { value: 9 } } });
    expect(basics({ doors: 6, seats: 1 })).toEqual({ doors: { key: 'max', params: { value: 5 } }, seats: { key: 'min', params: { value: 2 } } });
  });

  it('takes gearbox and fuel from the dictionary and a colour in words', () => {
    expect(basics({ gearbox: 'tiptronic', fuel_type: 'coal' })).toEqual({ gearbox: 'selectOption', fuel_type: 'selectOption' });
    for (const color of ['білий', 'темно-синій', 'Pearl White', 'вишневий металік', 'кава з молоком']) expect(basics({ color }), color).toEqual({});
    for (const color of ['сірий 2', 'red!', '#ffffff', 'чорний/білий']) expect(basics({ color }), color).toEqual({ color: 'colorChars' });
    expect(basics({ color: 'ж' })).toEqual({ color: 'nameLetters' });
    expect(basics({ color: '  ' })).toEqual({ color: 'required' });
  });
});

describe('ZCarDocuments', () => {
  const documents = (overrides: Part) => problems(ZCarDocuments, pick('documents', overrides));

  it('takes current and 1995 plates in either alphabet, stored with Latin letters', () => {
    for (const [typed, stored] of [
      ['AA 1234 BB', 'AA1234BB'],
      ['аа1234вв', 'AA1234BB'],
      ['КА 0001 ІХ', 'KA0001IX'],
      ['ii 1234 aa', 'II1234AA'],
      ['123-45 КА', '12345KA'],
    ]) {
      expect(ZCarDocuments.parse(pick('documents', { registration_number: typed })).registration_number, typed).toBe(stored);
    }
    for (const plate of ['AA 123 BB', 'AY 1234 BB', 'ЖЖ 1234 ЖЖ', 'AA1234BBB', 'A 1234 BB', '1234 AA', 'T1 1234 AA', 'МОЯ ТАЧКА']) {
      expect(documents({ registration_number: plate }), plate).toEqual({ registration_number: 'plate' });
    }
  });

  it('takes a certificate serial of three letters and a six-digit number', () => {
    expect(ZCarDocuments.parse(pick('documents', { certificate_serial: 'схе', certificate_number: ' 001 234 ' }))).toMatchObject({ certificate_serial: 'CXE', certificate_number: '001234' });
    expect(documents({ certificate_serial: 'ЖХЕ' })).toEqual({});
    for (const serial of ['CX', 'CXEE', 'C1E']) expect(documents({ certificate_serial: serial }), serial).toEqual({ certificate_serial: 'certificateSerial' });
    for (const number of ['12345', '1234567', '12345A']) expect(documents({ certificate_number: number }), number).toEqual({ certificate_number: 'certificateNumber' });
  });

  it('keeps registration dates between the year of manufacture and today', () => {
    expect(documents({ first_registration_date: '2020-01-01', first_registration_ua_date: '2026-03-15' })).toEqual({});
    expect(documents({ first_registration_date: '2019-12-31', first_registration_ua_date: '2021-01-01' })).toEqual({ first_registration_date: 'dateBeforeManufacture' });
    expect(documents({ first_registration_ua_date: '2021-03-14' })).toEqual({ first_registration_ua_date: 'uaRegistrationBeforeFirst' });
    expect(documents({ first_registration_ua_date: '2026-03-16' })).toEqual({ first_registration_ua_date: 'dateInFuture' });
    expect(documents({ first_registration_date: '2021-02-30' })).toEqual({ first_registration_date: 'invalidFormat' });
  });

  it('takes the listed grounds of ownership and the owner’s name by the name rule', () => {
    for (const ownership of ['owner', 'co_owner', 'leasing', 'power_of_attorney']) expect(documents({ ownership }), ownership).toEqual({});
    expect(documents({ ownership: 'rent' })).toEqual({ ownership: 'selectOption' });
    expect(documents({ owner_first_name: 'Олена2', owner_last_name: 'О' })).toEqual({ owner_first_name: 'nameChars', owner_last_name: 'nameLetters' });
    expect(documents({ owner_last_name: 'Д’Аламбер' })).toEqual({});
  });
});

describe('ZCarPhotosRule', () => {
  const rule = (list: unknown) => problems(ZCarPhotosRule, list);

  it('needs 4 to 20 different photos with exactly one main', () => {
    expect(rule(photos(4))).toEqual({});
    expect(rule(photos(20, 19))).toEqual({});
    expect(rule(photos(3))).toEqual({ _: { key: 'photosMin', params: { count: 4 } } });
    expect(rule(photos(21))).toEqual({ _: { key: 'photosMax', params: { count: 20 } } });
    expect(rule(photos(4, -1))).toEqual({ _: 'photosOneMain' });
    expect(rule(photos(4).map((photo) => ({ ...photo, is_main: true })))).toEqual({ _: 'photosOneMain' });
    expect(rule([...photos(4), { id: 2, is_main: false }])).toEqual({ '4.id': 'photosDuplicate' });
    expect(rule([...photos(2), { id: 'x', is_main: false }])).toEqual({ '2.id': 'invalidType', _: { key: 'photosMin', params: { count: 4 } } });
    expect(problems(ZCarPhotos, {})).toEqual({ photos: 'required' });
  });
});

describe('ZCarLocation', () => {
  const location = (overrides: Part) => problems(ZCarLocation, pick('location', overrides));

  it('keeps the pin inside Ukraine', () => {
    for (const [lat, lng] of [
      [48.6208, 22.2879], // Uzhhorod
      [48.574, 39.3078], // Luhansk
      [44.6166, 33.5254], // Sevastopol
      [51.4982, 31.2893], // Chernihiv
    ]) {
      expect(location({ lat, lng }), `${lat},${lng}`).toEqual({});
    }
    expect(location({ lat: 52.52, lng: 13.405 })).toEqual({ lat: 'outsideUkraine', lng: 'outsideUkraine' }); // Berlin
    expect(location({ lat: 44.2 })).toEqual({ lat: 'outsideUkraine' });
    expect(location({ lng: 40.4 })).toEqual({ lng: 'outsideUkraine' });
    expect(location({ lat: '50.45' })).toEqual({ lat: 'invalidType' });
    expect(location({ address: ' ' })).toEqual({ address: 'required' });
    expect(location({ address: 'ab' })).toEqual({ address: { key: 'minLength', params: { length: 3 } } });
  });
});

describe('ZCarPricing', () => {
  const pricing = (overrides: Part) => problems(ZCarPricing, pick('pricing', overrides));

  it('accepts the step alone', () => {
    expect(pricing({})).toEqual({});
  });

  it('keeps the maximum term at or above the minimum', () => {
    expect(pricing({ min_term_days: 7, max_term_days: 7 })).toEqual({});
    expect(pricing({ min_term_days: 8, max_term_days: 7 })).toEqual({ max_term_days: 'maxTermBelowMin' });
    expect(pricing({ min_term_days: 0 })).toEqual({ min_term_days: { key: 'min', params: { value: 1 } } });
    expect(pricing({ max_term_days: 366 })).toEqual({ max_term_days: { key: 'max', params: { value: 365 } } });
  });

  it('takes prices as whole hryvnias, digits only, within their limits', () => {
    for (const price of ['1500.50', '1 500,00', '1500 грн', '-100', 12.5]) expect(pricing({ price_per_day: price }), String(price)).toEqual({ price_per_day: 'digitsOnly' });
    expect(pricing({ price_per_day: 0 })).toEqual({ price_per_day: { key: 'min', params: { value: 1 } } });
    expect(pricing({ price_per_day: 1_000_001 })).toEqual({ price_per_day: { key: 'max', params: { value: 1_000_000 } } });
    expect(pricing({ price_per_km: 0, free_mileage_per_day: 0 })).toEqual({});
    expect(pricing({ free_mileage_per_day: 5001 })).toEqual({ free_mileage_per_day: { key: 'max', params: { value: 5000 } } });
    expect(pricing({ price_per_hour: '300', price_per_month: '' })).toEqual({});
  });

  it('keeps an hour no dearer than a day and a month no cheaper', () => {
    expect(pricing({ price_per_hour: 1500, price_per_month: 1500 })).toEqual({});
    expect(pricing({ price_per_hour: 1501, price_per_month: 1499 })).toEqual({ price_per_hour: 'hourAboveDay', price_per_month: 'monthBelowDay' });
  });

  it('needs a delivery price only when delivery is offered and not free', () => {
    expect(ZCarPricing.parse(pick('pricing', { delivery: { offered: true, free: true, price: 500 } })).delivery).toEqual({ offered: true, free: true, price: null });
    expect(ZCarPricing.parse(pick('pricing', { delivery: { offered: false, price: 500 } })).delivery).toEqual({ offered: false, free: false, price: null });
    expect(pricing({ delivery: { offered: true, free: false, price: '' } })).toEqual({ 'delivery.price': 'required' });
    expect(pricing({ delivery: { offered: true } })).toEqual({ 'delivery.price': 'required' });
    expect(pricing({ delivery: { offered: true, price: '500.5' } })).toEqual({ 'delivery.price': 'digitsOnly' });
  });

  it('requires discounts and keeps each below the daily price', () => {
    expect(pricing({ discounts: [] })).toEqual({ discounts: 'discountsRequired' });
    expect(pricing({ price_per_day: 200, discounts: [{ from_days: 1, to_days: 3, amount: 199 }, { from_days: 4, to_days: 7, amount: 200 }] })).toEqual({
      'discounts.1.amount': 'discountAboveDailyPrice',
    });
    expect(pricing({ discounts: [{ from_days: 1, to_days: 3, amount: 100 }, { from_days: 3, to_days: 7, amount: 100 }] })).toEqual({ 'discounts.1.from_days': 'discountOverlap' });
  });

  it('takes a deposit (0 for none) in UAH, USD or EUR', () => {
    expect(pricing({ deposit: { amount: 0, currency: 'USD' } })).toEqual({});
    expect(pricing({ deposit: { amount: '300', currency: 'GBP' } })).toEqual({ 'deposit.currency': 'selectOption' });
  });

  it('keeps comments within 255 characters and free of contact details', () => {
    expect(pricing({ comment_uk: 'я'.repeat(255), comment_en: ' ' })).toEqual({});
    expect(pricing({ comment_uk: 'я'.repeat(256) })).toEqual({ comment_uk: { key: 'maxLength', params: { length: 255 } } });
    expect(pricing({ comment_uk: 'Дзвоніть 067 123 45 67', comment_en: 'see kermo dot ua' })).toEqual({ comment_uk: 'contactDetails', comment_en: 'contactDetails' });
    expect(pricing({ comment_en: 'bad \u0000 byte' })).toEqual({ comment_en: 'invalidCharacters' });
  });
});

describe('ZCarDraft', () => {
  it('accepts an empty draft and blanks', () => {
    expect(problems(ZCarDraft, {})).toEqual({});
    expect(ZCarDraft.parse({ vin: '', mileage: null, price_per_day: '' })).toEqual({});
  });

  it('still refuses whatever is there and wrong, and the rules between the fields present', () => {
    expect(problems(ZCarDraft, { vin: 'abcd', min_term_days: 5, max_term_days: 3, year: 2021, manufacture_year: 2010 })).toEqual({
      vin: { key: 'vinLength', params: { count: 4 } },
      max_term_days: 'maxTermBelowMin',
      manufacture_year: 'modelYearMismatch',
    });
    expect(problems(ZCarDraft, { comment_uk: 'пишіть @olena_rent' })).toEqual({ comment_uk: 'contactDetails' });
    expect(problems(ZCarDraft, { fuel_type: 'electric', engine_capacity: 2 })).toEqual({ engine_capacity: 'engineCapacityElectric' });
  });

  it('lets photos, discounts, delivery and deposit be unfinished', () => {
    expect(problems(ZCarDraft, { photos: photos(2, -1), discounts: [], delivery: { offered: true }, deposit: { currency: 'EUR' } })).toEqual({});
    expect(problems(ZCarDraft, { photos: photos(3).map((photo) => ({ ...photo, is_main: true })) })).toEqual({ photos: 'photosOneMain' });
    expect(problems(ZCarDraft, { discounts: [{ from_days: 5, to_days: 5, amount: 100 }] })).toEqual({ 'discounts.0.to_days': 'discountToAfterFrom' });
  });
});

describe('mileage of an edited car', () => {
  it('may not go below the recorded value', () => {
    const floored = withMileageFloor(ZCarBasics, 120_000);
    expect(problems(floored, pick('basics', { mileage: 120_000 }))).toEqual({});
    expect(problems(floored, pick('basics', { mileage: '119 999', vin: 'bad' }))).toEqual({
      vin: { key: 'vinLength', params: { count: 3 } },
      mileage: { key: 'mileageBelowPrevious', params: { value: '120\u00a0000' } },
    });
    expect(problems(withMileageFloor(ZCarDraft, 120_000), {})).toEqual({});
  });
});

describe('steps', () => {
  it('own every field of the submission exactly once', () => {
    const owned = Object.values(CAR_STEPS).flat();
    expect(new Set(owned).size).toBe(owned.length);
    expect(owned.sort()).toEqual(Object.keys(ZCarSubmission.shape).sort());
  });

  it('find the step of a reported field path', () => {
    expect(stepOfField('discounts.2.amount')).toBe('pricing');
    expect(stepOfField('vin')).toBe('basics');
    expect(stepOfField('photos')).toBe('photos');
    expect(stepOfField('lang')).toBeNull();
  });
});

describe('messages', () => {
  it('every refusal of any garbage in any field names a specific message, never the fallback', () => {
    const garbage: unknown[] = [null, true, 0, -1, 1.5, 1e300, '', ' ', 'x', '１２', '\u0000', [], {}, [{}], { a: 1 }, 'x'.repeat(300)];
    for (const schema of [ZCarSubmission, ZCarDraft]) {
      for (const field of Object.keys(ZCarSubmission.shape)) {
        for (const value of garbage) {
          const result = schema.safeParse({ ...CAR, [field]: value }, { reportInput: true });
          for (const issue of result.success ? [] : result.error.issues) expect(issueMessage(issue).key, `${field} = ${JSON.stringify(value)}`).not.toBe('fallback');
        }
      }
    }
  });

  it('every Validation key has a text in both languages', () => {
    for (const key of validationKeys) {
      expect(typeof (uk.Validation as Record<string, unknown>)[key], `uk ${key}`).toBe('string');
      expect(typeof (en.Validation as Record<string, unknown>)[key], `en ${key}`).toBe('string');
    }
  });
});

describe('free text too long to read', () => {
  it('stops at the length limit: a megabyte comment, address or colour never reaches the contact-detail detector', async () => {
    const { ZAddress, ZCarColor, ZCarComment } = await import('./car-fields');
    // The detector refuses (throws on) text this long; reaching it would throw out of safeParse.
    const huge = 'a . '.repeat(262_144);
    for (const schema of [ZCarComment, ZAddress, ZCarColor]) {
      const parsed = schema.safeParse(huge);
      expect(parsed.error?.issues.map((issue) => issue.code)).toEqual(['too_big']);
    }
  });
});
