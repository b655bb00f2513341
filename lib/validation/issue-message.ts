import type { core } from 'zod';
import type { FieldMessage } from '@/lib/errors/app-error';

/** Keys of the `Validation` message namespace that schemas may name directly in `{ error: key }`. */
export const validationKeys = [
  'required',
  'selectOption',
  'email',
  'minLength',
  'maxLength',
  'min',
  'max',
  'minItems',
  'maxItems',
  'invalidType',
  'invalidFormat',
  'unknownField',
  'sameAsPassword',
  'passwordChars',
  'passwordDigit',
  'passwordSymbol',
  'passwordLower',
  'passwordUpper',
  'nameChars',
  'nameLetters',
  'phone',
  'acceptTerms',
  'duplicateLanguage',
  'invalidCharacters',
  'invalidImage',
  'wrongCode',
  'edrpou',
  'taxNumber',
  'birthDateAge',
  'dateInFuture',
  'dateTooOld',
  'dateTooFar',
  'expiresBeforeIssued',
  'issuedBeforeBirth',
  // Cars (lib/cars, docs/cars.md)
  'digitsOnly',
  'notNumber',
  'decimals',
  'vinChars',
  'vinLength',
  'vinCheckDigit',
  'vinImplausible',
  'mileageBelowPrevious',
  'vinTaken',
  'plateTaken',
  'engineCapacity',
  'engineCapacityElectric',
  'modelYearMismatch',
  'colorChars',
  'plate',
  'certificateSerial',
  'certificateNumber',
  'dateBeforeManufacture',
  'uaRegistrationBeforeFirst',
  'photosMin',
  'photosMax',
  'photosOneMain',
  'photosDuplicate',
  'photosPerUpload',
  'photosChanged',
  'outsideUkraine',
  'maxTermBelowMin',
  'hourAboveDay',
  'monthBelowDay',
  'discountsRequired',
  'discountToAfterFrom',
  'discountOverlap',
  'discountAboveDailyPrice',
  'contactDetails',
  // Availability (lib/cars/periods.ts, schedule.ts, availability-input.ts)
  'scheduleStep',
  'scheduleToAfterFrom',
  'scheduleEmpty',
  'lastDayBeforeFirst',
  'endNotAfterStart',
  'periodInPast',
  'periodTooLong',
  'periodTwoKinds',
  // Catalog (lib/catalog/search-query.ts)
  'bboxInvalid',
  'rangeReversed',
  // The sandbox acquirer's card form (lib/payments/sandbox-schemas.ts)
  'cardNumber',
  'cardExpiry',
  'cardExpired',
  'cardCvc',
  'cardHolder',
  'oneTimeCode',
  // Bookings (lib/bookings/mileage.ts, contracts.ts)
  'mileageBelowCar',
  'mileageBelowStart',
  'mileageTooHigh',
  'ratingRequired',
  // Notifications (lib/notifications/contracts.ts)
  'readTarget',
  'upToWithAll',
  'fallback',
] as const;
export type ValidationKey = (typeof validationKeys)[number];

const known = new Set<string>(validationKeys);

/**
 * The keys any schema can produce through zod's own issues (issueMessage below), whatever it names
 * itself: a page that validates in the browser needs these plus its schemas' own keys.
 */
export const GENERIC_VALIDATION_KEYS = ['required', 'invalidType', 'minLength', 'maxLength', 'minItems', 'maxItems', 'min', 'max', 'selectOption', 'email', 'invalidFormat', 'unknownField', 'fallback'] as const satisfies readonly ValidationKey[];

function sizeMessage(issue: core.$ZodIssueTooBig | core.$ZodIssueTooSmall, big: boolean): FieldMessage {
  const limit = Number(big ? (issue as core.$ZodIssueTooBig).maximum : (issue as core.$ZodIssueTooSmall).minimum);
  switch (issue.origin) {
    case 'string':
      if (!big && limit === 1) return { key: 'required' };
      return { key: big ? 'maxLength' : 'minLength', params: { length: limit } };
    case 'array':
    case 'set':
      return { key: big ? 'maxItems' : 'minItems', params: { count: limit } };
    default:
      return { key: big ? 'max' : 'min', params: { value: limit } };
  }
}

/**
 * Turns a zod issue into a message key of the `Validation` namespace, so the server and the forms
 * show the same localized text. A schema may name a key itself (`{ error: 'sameAsPassword' }`).
 */
export function issueMessage(issue: core.$ZodIssue): FieldMessage {
  // `{ error: 'invalidType' }` on a schema names what a value of the wrong type is told; zod also
  // gives it to the schema's other issues (a missing value, a number out of range), which say more
  // by their own kind below: "required", "at most 50" (and a wrong type still reads invalidType).
  if (known.has(issue.message) && issue.message !== 'invalidType') {
    // A custom rule may carry the numbers its message names (`{ min: 18, max: 120 }`).
    const params = issue.code === 'custom' ? (issue.params as FieldMessage['params']) : undefined;
    return params ? { key: issue.message, params } : { key: issue.message };
  }
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? { key: 'required' } : { key: 'invalidType' };
    case 'too_small':
      return sizeMessage(issue, false);
    case 'too_big':
      return sizeMessage(issue, true);
    case 'invalid_value':
      return { key: 'selectOption' };
    case 'invalid_format':
      return issue.format === 'email' ? { key: 'email' } : { key: 'invalidFormat' };
    case 'unrecognized_keys':
      return { key: 'unknownField' };
    default:
      return { key: 'fallback' };
  }
}

/** The field path as the API reports it: `ids.3`, `lang`; the whole body is `_`. */
export function issuePath(issue: core.$ZodIssue): string {
  return issue.path.length ? issue.path.map(String).join('.') : '_';
}

/** A failed parse as the API's `fields` (and the forms' errors): the first message at each path. */
export function fieldMessages(issues: readonly core.$ZodIssue[]): Record<string, FieldMessage> {
  const fields: Record<string, FieldMessage> = {};
  for (const issue of issues) {
    // Each unknown key at its own path, so the answer names it (`{ "foo": "Unknown field" }`).
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) fields[issuePath({ ...issue, path: [...issue.path, key] })] ??= { key: 'unknownField' };
    else fields[issuePath(issue)] ??= issueMessage(issue);
  }
  return fields;
}
