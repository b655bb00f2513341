import { describe, expect, it } from 'vitest';
import { alternates, href, localizePath, matchPath, routeName, screenNames, screens, splitLocale, switchLocaleHref } from './routes';

// Spec §2, verbatim: every fixed and parameterised screen.
const specPaths = [
  '/', '/addingcar', '/cabinet', '/cabinet/payments', '/cabinetedit', '/car-list', '/catalog', '/myactivity', '/mytrips',
  '/register-email', '/register-host', '/register-legal', '/register-user', '/settings', '/sign', '/sign-host', '/sign-legal',
  '/user-verification', '/password/change', '/password/reset-request', '/password-reset/token/:token?', '/booking/:id?',
  '/car-edit/:carslug?', '/catalog/:cityslug', '/catalog/:cityslug/:carslug', '/host/:id', '/legal/:id', '/user/:id',
  '/s-login/:token?', '/s-binding/:driver?/:id?', '/s-register/:driver?/:id?', '/:slug',
];

describe('route registry', () => {
  it('lists every screen of the spec exactly once', () => {
    // Not spec screens: the operators' console, the embedded installation's local mailbox, the
    // sandbox acquirer's payment page, the page that posts an acquirer's payment form, and a
    // payment's receipt, the notification centre, the chat inbox.
    const extra = new Set(['admin', 'mailbox', 'pay-sandbox-ref', 'pay-form-ref', 'cabinet-payments-receipt-id', 'notifications', 'messages']);
    const patterns = screenNames.filter((name) => !extra.has(name) && !name.startsWith('admin-')).map((name) => screens[name].pattern);
    expect([...patterns].sort()).toEqual([...specPaths].sort());
  });

  it('names routes with the locale suffix', () => {
    expect(routeName('catalog-cityslug', 'uk')).toBe('catalog-cityslug___uk');
    expect(routeName('catalog-cityslug', 'en')).toBe('catalog-cityslug___en');
  });

  it('builds paths without a prefix for Ukrainian and with /en for English', () => {
    expect(href('index')).toBe('/');
    expect(href('index', { locale: 'en' })).toBe('/en');
    expect(href('cabinet-payments', { locale: 'en' })).toBe('/en/cabinet/payments');
    expect(href('catalog-cityslug-carslug', { params: { cityslug: 'lviv', carslug: 'skoda-octavia-12' } })).toBe(
      '/catalog/lviv/skoda-octavia-12',
    );
  });

  it('encodes parameters and adds the query, skipping empty values', () => {
    expect(href('slug', { params: { slug: 'про нас' } })).toBe('/%D0%BF%D1%80%D0%BE%20%D0%BD%D0%B0%D1%81');
    expect(href('sign', { locale: 'en', query: { ref: '/cabinet?tab=1', empty: '', none: undefined } })).toBe(
      '/en/sign?ref=%2Fcabinet%3Ftab%3D1',
    );
  });

  it('leaves out trailing optional parameters but refuses gaps and missing required ones', () => {
    expect(href('booking-id')).toBe('/booking');
    expect(href('booking-id', { params: { id: 42 } })).toBe('/booking/42');
    expect(href('s-binding-driver-id', { params: { driver: 'google' } })).toBe('/s-binding/google');
    expect(() => href('s-binding-driver-id', { params: { id: '7' } })).toThrow(/required when later/);
    expect(() => href('catalog-cityslug')).toThrow(/needs the parameter "cityslug"/);
  });

  it('matches paths to screens, fixed screens before the catch-all slug', () => {
    expect(matchPath('/')).toEqual({ name: 'index', locale: 'uk', params: {} });
    expect(matchPath('/en')).toEqual({ name: 'index', locale: 'en', params: {} });
    expect(matchPath('/catalog')?.name).toBe('catalog');
    expect(matchPath('/en/catalog/kyiv')).toEqual({ name: 'catalog-cityslug', locale: 'en', params: { cityslug: 'kyiv' } });
    expect(matchPath('/password/change')?.name).toBe('password-change');
    expect(matchPath('/en/messages')).toEqual({ name: 'messages', locale: 'en', params: {} });
    expect(matchPath('/password-reset/token')?.name).toBe('password-reset-token-token');
    expect(matchPath('/s-register/facebook/12')?.params).toEqual({ driver: 'facebook', id: '12' });
    expect(matchPath('/faq')).toEqual({ name: 'slug', locale: 'uk', params: { slug: 'faq' } });
    expect(matchPath('/%D0%BF%D1%80%D0%BE')?.params).toEqual({ slug: 'про' });
  });

  it('returns null for paths no screen has', () => {
    expect(matchPath('/catalog/kyiv/car/extra')).toBeNull();
    expect(matchPath('/a/b')).toBeNull();
    expect(matchPath('/%E0%A4%A')).toBeNull();
  });

  it('round-trips every screen through href and matchPath in both languages', () => {
    for (const name of screenNames) {
      const params = Object.fromEntries(
        [...screens[name].pattern.matchAll(/:(\w+)/g)].map(([, param]) => [param!, `x-${param}`]),
      );
      for (const locale of ['uk', 'en'] as const) {
        const match = matchPath(href(name, { locale, params }));
        expect(match, `${name} ${locale}`).toEqual({ name, locale, params });
      }
    }
  });

  it('splits and adds the locale prefix', () => {
    expect(splitLocale('/en/cabinet')).toEqual({ locale: 'en', path: '/cabinet', prefixed: true });
    expect(splitLocale('/cabinet')).toEqual({ locale: 'uk', path: '/cabinet', prefixed: false });
    expect(splitLocale('/english')).toEqual({ locale: 'uk', path: '/english', prefixed: false });
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/faq', 'uk')).toBe('/faq');
    expect(alternates('slug', { slug: 'faq' })).toEqual({ uk: '/faq', en: '/en/faq' });
  });

  it('switches language keeping params and query, Ukrainian through the cookie-resetting /uk prefix', () => {
    expect(switchLocaleHref('/catalog/lviv?start=2026-12-01&end=2026-12-05', 'en')).toBe('/en/catalog/lviv?start=2026-12-01&end=2026-12-05');
    expect(switchLocaleHref('/en/catalog/lviv?start=2026-12-01', 'uk')).toBe('/uk/catalog/lviv?start=2026-12-01');
    expect(switchLocaleHref('/en', 'uk')).toBe('/uk');
    expect(switchLocaleHref('/', 'en')).toBe('/en');
  });
});
