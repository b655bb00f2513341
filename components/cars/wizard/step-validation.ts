import type { z } from 'zod';
import { stepOfField, withMileageFloor, ZCarBasics, ZCarDocuments, ZCarDraft, ZCarLocation, ZCarPhotos, ZCarPricing } from '@/lib/cars/car-schema';
import type { TCarPhotoView } from '@/lib/cars/car-view';
import type { FieldMessage } from '@/lib/errors/app-error';
import { fieldMessages, issueMessage, issuePath } from '@/lib/validation/issue-message';
import { bodyOf, type CarFormValues } from './form-values';
import type { FormStep } from './wizard-steps';

/** Messages by field path as the API names them (`vin`, `discounts.1.from_days`, `discounts` for the list itself). */
export type Problems = Record<string, FieldMessage>;

const STEP_SCHEMAS = { basics: ZCarBasics, documents: ZCarDocuments, location: ZCarLocation, pricing: ZCarPricing } satisfies Record<FormStep, z.ZodType>;

function valueAt(values: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), values);
}

/** The fields the wizard offers as a list to choose from (years, doors, seats, currency): left blank, they say "select an option" (spec §5). */
const CHOSEN_FROM_A_LIST = new Set(['year', 'doors', 'seats', 'manufacture_year', 'deposit.currency']);

/**
 * A blank required input says "fill this in" — or, for a list, "select an option" — whatever the
 * field's format rule would say about nothing (an empty date is not "the wrong format").
 */
function blankAware(path: string, message: FieldMessage, value: unknown): FieldMessage {
  const blank = value === undefined || value === null || (typeof value === 'string' && !value.trim());
  if (!blank) return message;
  return CHOSEN_FROM_A_LIST.has(path) || message.key === 'selectOption' ? { key: 'selectOption' } : { key: 'required' };
}

function collect(into: Problems, issues: readonly z.core.$ZodIssue[], step: FormStep, body: unknown) {
  for (const issue of issues) {
    const path = issuePath(issue);
    if (stepOfField(path) !== step) continue;
    into[path] ??= blankAware(path, issueMessage(issue), valueAt(body, path));
  }
}

/**
 * What is wrong on one form step, as the owner would be told on "Next": the step's own schema
 * (every required field of it present and valid), then the rules that read fields of other steps
 * too (the model year against the year of manufacture) from the whole-car draft schema, kept to
 * this step's fields. An edited car's mileage may not go below the recorded one.
 */
export function stepProblems(step: FormStep, values: CarFormValues, options: { mileageFloor?: number | null } = {}): Problems {
  const body = bodyOf(values, { keepBlankRows: true });
  const base = STEP_SCHEMAS[step];
  const schema = step === 'basics' && options.mileageFloor != null ? withMileageFloor(base, options.mileageFloor) : base;
  const problems: Problems = {};
  collect(problems, schema.safeParse(body).error?.issues ?? [], step, body);
  collect(problems, ZCarDraft.safeParse(body).error?.issues ?? [], step, body);
  return problems;
}

/** What is wrong with the photos for moderation: at least 4 (up to 20), exactly one main. */
export function photoProblems(photos: readonly Pick<TCarPhotoView, 'id' | 'is_main'>[]): Problems {
  const parsed = ZCarPhotos.safeParse({ photos: photos.map(({ id, is_main }) => ({ id, is_main })) });
  return fieldMessages(parsed.error?.issues ?? []);
}

/** What a draft save would be refused for (fields present but wrong), anywhere in the form. */
export function draftProblems(values: CarFormValues, options: { mileageFloor?: number | null } = {}): Problems {
  const body = bodyOf(values);
  const schema = options.mileageFloor != null ? withMileageFloor(ZCarDraft, options.mileageFloor) : ZCarDraft;
  return fieldMessages(schema.safeParse(body).error?.issues ?? []);
}
