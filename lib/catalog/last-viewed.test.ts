/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { forgetLastViewed, isCatalogScreen, recallLastViewed, rememberLastViewed } from './last-viewed';

afterEach(() => sessionStorage.clear());

describe('the last-viewed car', () => {
  it('counts the lists and car pages in both languages as catalog screens, and nothing else', () => {
    for (const path of ['/catalog', '/catalog/kyiv', '/catalog/kyiv/skoda-octavia-12', '/en/catalog', '/en/catalog/lviv/bmw-x5-3']) expect(isCatalogScreen(path)).toBe(true);
    for (const path of ['/', '/en', '/cabinet', '/host/5', '/en/mytrips', '/catalog/kyiv/car/extra']) expect(isCatalogScreen(path)).toBe(false);
  });

  it('keeps the car with the list it was opened from until forgotten', () => {
    expect(recallLastViewed()).toBeNull();
    rememberLastViewed({ id: 42, list: '/catalog/kyiv?start=2026-12-01&end=2026-12-04' });
    expect(recallLastViewed()).toEqual({ id: 42, list: '/catalog/kyiv?start=2026-12-01&end=2026-12-04' });
    forgetLastViewed();
    expect(recallLastViewed()).toBeNull();
  });

  it('reads a damaged or foreign value as nothing', () => {
    for (const value of ['{', '"42"', '{"id":"42","list":"/catalog"}', '{"id":1.5,"list":"/catalog"}', '{"id":42}', 'null']) {
      sessionStorage.setItem('kermo.catalog.lastViewed', value);
      expect(recallLastViewed()).toBeNull();
    }
  });
});
