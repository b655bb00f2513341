import { parseDateInput } from '@/lib/format/date-input';
import type { UrlQuery } from './url-state';

/**
 * The home page's and the catalog's searches sent without JavaScript carry their dates as typed (`10.12.2026`,
 * `10/12/2026`, or ISO): each that is a real day becomes ISO, as the catalog's URLs write dates;
 * anything else is left for the catalog's own reading (which drops what it cannot read).
 */
export function typedDates(query: UrlQuery, today: string): UrlQuery {
  const read = { ...query };
  for (const key of ['start', 'end'] as const) {
    const value = read[key];
    if (typeof value !== 'string') continue;
    const parsed = parseDateInput(value, today);
    if (parsed.state === 'valid') read[key] = parsed.iso;
  }
  return read;
}
