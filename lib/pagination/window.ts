export type PageItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: 'start' | 'end' };

/**
 * The pagination window of spec §9: page 1 and a gap when the current page is above 4; the two
 * pages before the current one, the current page and the next two; a gap and the last page when
 * more than 4 pages remain. Where the rule would leave pages unreachable (current page 4 or below,
 * or 4 or fewer pages left) the window runs on to the first or last page instead of skipping them.
 */
export function paginationWindow(current: number, last: number): PageItem[] {
  if (!Number.isInteger(last) || last < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), last);
  const items: PageItem[] = [];
  const startGap = page > 4;
  const endGap = last - page > 4;
  if (startGap) items.push({ kind: 'page', page: 1, current: false }, { kind: 'gap', key: 'start' });
  const from = startGap ? page - 2 : 1;
  const to = endGap ? page + 2 : last;
  for (let n = from; n <= to; n += 1) items.push({ kind: 'page', page: n, current: n === page });
  if (endGap) items.push({ kind: 'gap', key: 'end' }, { kind: 'page', page: last, current: false });
  return items;
}

/** The number of pages for `total` items at `perPage` a page (at least 1). */
export function lastPage(total: number, perPage: number): number {
  if (perPage <= 0) return 1;
  return Math.max(1, Math.ceil(total / perPage));
}
