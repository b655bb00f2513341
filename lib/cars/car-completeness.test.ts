import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carViewFixture } from '@/tests/support/car-view';
import { missingSteps } from './car-completeness';

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-14T22:30:00Z'), toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('missingSteps', () => {
  it('is empty for a complete car', () => {
    expect(missingSteps(carViewFixture({ status: 'draft', active: false }))).toEqual([]);
  });

  it('names the wizard steps a draft still lacks, in wizard order', () => {
    const draft = carViewFixture({ status: 'draft', active: false, vin: null, photos: [], price_per_day: null, address: null });
    expect(missingSteps(draft)).toEqual(['basics', 'photos', 'location', 'pricing']);
  });

  it('reads a draft that has only a brand and model as missing everything else', () => {
    const empty = Object.fromEntries(Object.entries(carViewFixture()).map(([key, value]) => [key, value === null || typeof value !== 'object' ? null : value]));
    const draft = carViewFixture({ ...empty, id: 1, slug: 'car-1', status: 'draft', active: false, deleted: false, title: 'Toyota Camry', brand_id: 1, model_id: 2, is_taxi: false, is_daily_price: false, photos: [], discounts: [], delivery: { offered: null, free: false, price: null }, deposit: { amount: null, currency: null } });
    expect(missingSteps(draft)).toEqual(['basics', 'documents', 'photos', 'location', 'pricing']);
  });

  it('counts fewer than 4 photos, or none marked main, as the photo step', () => {
    expect(missingSteps(carViewFixture({ photos: carViewFixture().photos.slice(0, 3) }))).toEqual(['photos']);
    expect(missingSteps(carViewFixture({ photos: carViewFixture().photos.map((photo) => ({ ...photo, is_main: false })) }))).toEqual(['photos']);
  });
});
