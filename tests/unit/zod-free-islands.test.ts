import { describe, expect, it } from 'vitest';
import { importGraph } from '@/tests/support/import-graph';

/**
 * Public pages' islands must not pull zod into the browser (≈ 31 KB gzip and its start-up cost:
 * docs/performance.md). The bundler keeps a module's top-level schemas even when the island only
 * uses a plain function beside them, so this walks the islands' value imports (type-only ones are
 * erased) and fails when any path reaches the `zod` package.
 */

/** Every package the file reaches through value imports, with one path to each. */
const packagesReached = (entry: string) => importGraph(entry).packages;

describe('islands of public pages stay without zod', () => {
  it.each([
    'components/catalog/car/PriceCalculator.tsx',
    'components/catalog/car/CarGallery.tsx',
    'components/catalog/car/AvailabilityCalendar.tsx',
    'components/catalog/car/CarMap.tsx',
    'components/catalog/map/MapLayout.tsx',
    'components/catalog/map/CardHoverSync.tsx',
    'components/forms/DateInput.tsx',
    'components/catalog/FiltersDialog.tsx',
  ])('%s', (entry) => {
    const reached = packagesReached(entry);
    expect(reached.get('zod'), `zod reached through ${reached.get('zod')?.join(' → ')}`).toBeUndefined();
    // The walk sees through to packages at all (a walk that found nothing would prove nothing).
    expect(reached.has('react') || reached.has('next-intl')).toBe(true);
  });

  it('notices zod behind a plain function of a module that also holds schemas', () => {
    expect(packagesReached('lib/validation/dates.ts').has('zod')).toBe(true);
    expect(packagesReached('lib/cars/periods.ts').has('zod')).toBe(true);
  });
});
