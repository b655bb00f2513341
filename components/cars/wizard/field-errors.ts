import type { FieldErrors } from 'react-hook-form';
import { stepOfField } from '@/lib/cars/car-schema';
import type { CarFormValues } from './form-values';
import type { WizardStep } from './wizard-steps';

/** Fields that are lists: a message about the list itself sits at `<field>.root` in react-hook-form. */
const LIST_FIELDS = new Set(['discounts', 'photos']);

/** The API's field paths (`discounts`, `discounts.1.amount`) as react-hook-form's error tree. */
export function toFieldErrors(messages: Record<string, string>): FieldErrors<CarFormValues> {
  const out: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(messages)) {
    const keys = path.split('.');
    if (keys.length === 1 && LIST_FIELDS.has(path)) keys.push('root');
    let node = out;
    keys.slice(0, -1).forEach((key) => {
      node[key] = (node[key] as Record<string, unknown> | undefined) ?? {};
      node = node[key] as Record<string, unknown>;
    });
    node[keys.at(-1)!] = { type: 'validate', message };
  }
  return out as FieldErrors<CarFormValues>;
}

/** Every message in an error tree with its path as the API writes it (a list's `root` is the list). */
export function flattenErrors(errors: unknown, prefix = ''): { path: string; message: string }[] {
  if (!errors || typeof errors !== 'object') return [];
  const node = errors as Record<string, unknown> & { message?: unknown; ref?: unknown };
  const found: { path: string; message: string }[] = [];
  if (typeof node.message === 'string' && prefix) found.push({ path: prefix.replace(/\.root$/, ''), message: node.message });
  for (const [key, value] of Object.entries(node)) {
    if (key === 'message' || key === 'type' || key === 'ref' || key === 'types') continue;
    if (value && typeof value === 'object') found.push(...flattenErrors(value, prefix ? `${prefix}.${key}` : key));
  }
  return found;
}

/** The steps that have a message in `paths`. */
export function stepsOf(paths: readonly string[]): Set<WizardStep> {
  return new Set(paths.map((path) => stepOfField(path)).filter((step): step is NonNullable<typeof step> => step !== null));
}

const SUB_ORDER = ['from_days', 'to_days', 'amount', 'offered', 'free', 'price', 'currency'];

/**
 * Sorts messages the way the step reads: by the top-level field's place in `order` (the step's
 * inputs top to bottom), then row by row, then a row's inputs left to right.
 */
export function inReadingOrder<T extends { path: string }>(items: T[], order: readonly string[]): T[] {
  const rank = (path: string) => {
    const [field = '', second, third] = path.split('.');
    const top = order.indexOf(field);
    const row = second !== undefined && /^\d+$/.test(second) ? Number(second) : -1;
    const sub = SUB_ORDER.indexOf((row === -1 ? second : third) ?? '');
    return [top === -1 ? order.length : top, row, sub];
  };
  return [...items].sort((a, b) => {
    const [x, y] = [rank(a.path), rank(b.path)];
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
  });
}
