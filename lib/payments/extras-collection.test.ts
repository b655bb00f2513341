import { describe, expect, it } from 'vitest';
import { collectingExtras, EXTRAS_COLLECTION_MAX_MS } from './extras-collection';

describe('collectingExtras', () => {
  const since = new Date('2026-12-10T10:00:00Z');
  it('is on from the start of the collection until two hours after it, then the renter’s page opens', () => {
    expect(collectingExtras(since, since)).toBe(true);
    expect(collectingExtras(since, new Date(since.getTime() + EXTRAS_COLLECTION_MAX_MS - 1))).toBe(true);
    expect(collectingExtras(since, new Date(since.getTime() + EXTRAS_COLLECTION_MAX_MS))).toBe(false);
    expect(collectingExtras(null, since)).toBe(false);
  });
});
