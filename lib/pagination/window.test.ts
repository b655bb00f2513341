import { describe, expect, it } from 'vitest';
import { lastPage, paginationWindow } from './window';

/** Renders the window compactly: the current page in brackets, gaps as "…". */
function show(current: number, last: number): string {
  return paginationWindow(current, last)
    .map((item) => (item.kind === 'gap' ? '…' : item.current ? `[${item.page}]` : String(item.page)))
    .join(' ');
}

describe('paginationWindow (spec §9)', () => {
  it.each([
    [1, 1, '[1]'],
    [1, 3, '[1] 2 3'],
    [2, 5, '1 [2] 3 4 5'],
    [1, 7, '[1] 2 3 … 7'],
    [3, 10, '1 2 [3] 4 5 … 10'],
    [4, 10, '1 2 3 [4] 5 6 … 10'],
    [5, 10, '1 … 3 4 [5] 6 7 … 10'],
    [6, 10, '1 … 4 5 [6] 7 8 9 10'],
    [5, 20, '1 … 3 4 [5] 6 7 … 20'],
    [10, 20, '1 … 8 9 [10] 11 12 … 20'],
    [15, 20, '1 … 13 14 [15] 16 17 … 20'],
    [16, 20, '1 … 14 15 [16] 17 18 19 20'],
    [20, 20, '1 … 18 19 [20]'],
    [6, 6, '1 … 4 5 [6]'],
    [5, 5, '1 … 3 4 [5]'],
  ])('page %i of %i → %s', (current, last, expected) => {
    expect(show(current, last)).toBe(expected);
  });

  it('shows page 1 with a gap exactly when the current page is above 4', () => {
    for (let current = 1; current <= 50; current += 1) {
      const items = paginationWindow(current, 50);
      expect(items[1]?.kind === 'gap', `page ${current}`).toBe(current > 4);
      expect(items[0]).toEqual({ kind: 'page', page: 1, current: current === 1 });
    }
  });

  it('shows a gap and the last page exactly when more than 4 pages remain', () => {
    for (let current = 1; current <= 50; current += 1) {
      const items = paginationWindow(current, 50);
      expect(items.at(-2)?.kind === 'gap', `page ${current}`).toBe(50 - current > 4);
      expect(items.at(-1)).toEqual({ kind: 'page', page: 50, current: current === 50 });
    }
  });

  it('always lists two pages either side of the current one when they exist, in order, once', () => {
    for (let last = 1; last <= 30; last += 1) {
      for (let current = 1; current <= last; current += 1) {
        const pages = paginationWindow(current, last).flatMap((item) => (item.kind === 'page' ? [item.page] : []));
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        for (let n = Math.max(1, current - 2); n <= Math.min(last, current + 2); n += 1) expect(pages).toContain(n);
        expect(paginationWindow(current, last).filter((item) => item.kind === 'page' && item.current)).toHaveLength(1);
      }
    }
  });

  it('clamps out-of-range pages and handles empty lists', () => {
    expect(show(0, 3)).toBe('[1] 2 3');
    expect(show(99, 3)).toBe('1 2 [3]');
    expect(show(Number.NaN, 2)).toBe('[1] 2');
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('computes the last page from total and per_page', () => {
    expect(lastPage(0, 20)).toBe(1);
    expect(lastPage(20, 20)).toBe(1);
    expect(lastPage(21, 20)).toBe(2);
    expect(lastPage(5, 0)).toBe(1);
  });
});
