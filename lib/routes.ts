import { defaultLocale, isLocale, type Locale, locales } from './i18n/locales';

/**
 * Who may open a screen: everyone, signed-in people (`auth`: visitors go to renter sign-in with
 * `ref`), people who can rent (`renter`: as `auth`, but companies, who cannot rent, go to their
 * cabinet), or hosts and companies (`host`: visitors go to sign-in, other accounts to the cabinet;
 * `host-or-staff` lets operators in too, for a screen about one owner's record: a car's edit page).
 */
export type Guard = 'public' | 'auth' | 'renter' | 'host' | 'host-or-staff' | 'staff';

type ScreenDef = { pattern: string; guard: Guard };

/**
 * Every screen of spec §2. Names follow the spec's convention (path segments and parameter names
 * joined by hyphens) and get the locale suffix via `routeName()`: `catalog-cityslug___uk`.
 * Links, guards, the sitemap and tests take paths from here, never from concatenated strings.
 * Order matters for matching: fixed screens, then parameterised ones, the catch-all slug last.
 */
export const screens = {
  index: { pattern: '/', guard: 'public' },
  addingcar: { pattern: '/addingcar', guard: 'host' },
  cabinet: { pattern: '/cabinet', guard: 'auth' },
  'cabinet-payments': { pattern: '/cabinet/payments', guard: 'auth' },
  cabinetedit: { pattern: '/cabinetedit', guard: 'auth' },
  'car-list': { pattern: '/car-list', guard: 'host' },
  catalog: { pattern: '/catalog', guard: 'public' },
  myactivity: { pattern: '/myactivity', guard: 'host' },
  mytrips: { pattern: '/mytrips', guard: 'renter' },
  'register-email': { pattern: '/register-email', guard: 'public' },
  'register-host': { pattern: '/register-host', guard: 'public' },
  'register-legal': { pattern: '/register-legal', guard: 'public' },
  'register-user': { pattern: '/register-user', guard: 'public' },
  settings: { pattern: '/settings', guard: 'auth' },
  sign: { pattern: '/sign', guard: 'public' },
  'sign-host': { pattern: '/sign-host', guard: 'public' },
  'sign-legal': { pattern: '/sign-legal', guard: 'public' },
  'user-verification': { pattern: '/user-verification', guard: 'auth' },
  'password-change': { pattern: '/password/change', guard: 'auth' },
  'password-reset-request': { pattern: '/password/reset-request', guard: 'public' },
  'password-reset-token-token': { pattern: '/password-reset/token/:token?', guard: 'public' },
  'booking-id': { pattern: '/booking/:id?', guard: 'auth' },
  'car-edit-carslug': { pattern: '/car-edit/:carslug?', guard: 'host-or-staff' },
  'catalog-cityslug': { pattern: '/catalog/:cityslug', guard: 'public' },
  'catalog-cityslug-carslug': { pattern: '/catalog/:cityslug/:carslug', guard: 'public' },
  'host-id': { pattern: '/host/:id', guard: 'public' },
  'legal-id': { pattern: '/legal/:id', guard: 'public' },
  'user-id': { pattern: '/user/:id', guard: 'public' },
  's-login-token': { pattern: '/s-login/:token?', guard: 'public' },
  's-binding-driver-id': { pattern: '/s-binding/:driver?/:id?', guard: 'public' },
  's-register-driver-id': { pattern: '/s-register/:driver?/:id?', guard: 'public' },
  // The embedded sandbox acquirer's hosted payment page (docs/payments.md); not a spec §2 screen.
  // Only the renter the payment was opened for finds it (anyone else: 404, lib/server/routing).
  'pay-sandbox-ref': { pattern: '/pay/sandbox/:ref?', guard: 'auth' },
  // Our page that posts an acquirer's payment form (WayForPay) for the renter (docs/payments.md); the same 404 rule.
  'pay-form-ref': { pattern: '/pay/form/:ref?', guard: 'auth' },
  // A payment's printable receipt (docs/cabinet-payments.md); not a spec §2 screen. Only the renter
  // who paid and operators find it (anyone else: 404, lib/server/routing).
  'cabinet-payments-receipt-id': { pattern: '/cabinet/payments/receipt/:id?', guard: 'auth' },
  // Operator console (roadmap 7); not a spec §2 screen. `admin` is its start: the sections with what waits in each.
  admin: { pattern: '/admin', guard: 'staff' },
  'admin-verification': { pattern: '/admin/verification', guard: 'staff' },
  'admin-cars': { pattern: '/admin/cars', guard: 'staff' },
  'admin-jobs': { pattern: '/admin/jobs', guard: 'staff' },
  // Owners' balances and manual payouts (docs/payouts.md).
  'admin-payouts': { pattern: '/admin/payouts', guard: 'staff' },
  // Our payment records against the acquirers' (docs/reconciliation.md).
  'admin-payments': { pattern: '/admin/payments', guard: 'staff' },
  // The rates dollar and euro deposits are held at (docs/payments.md "Deposits").
  'admin-deposit-rates': { pattern: '/admin/deposit-rates', guard: 'staff' },
  // The local mailbox of an embedded (demo) installation only; elsewhere it is a 404 (lib/server/mailbox).
  mailbox: { pattern: '/mailbox', guard: 'auth' },
  // The notification centre (docs/notifications.md); not a spec §2 screen.
  notifications: { pattern: '/notifications', guard: 'auth' },
  // Every conversation of the signed-in person, as renter and as owner (docs/chat.md "Inbox"); not a spec §2 screen.
  messages: { pattern: '/messages', guard: 'auth' },
  slug: { pattern: '/:slug', guard: 'public' },
} as const satisfies Record<string, ScreenDef>;

export type ScreenName = keyof typeof screens;
export type RouteName = `${ScreenName}___${Locale}`;
export type RouteParams = Record<string, string | number | undefined>;
export type RouteQuery = Record<string, string | number | undefined | null>;

export const screenNames = Object.keys(screens) as ScreenName[];

export function isScreenName(value: unknown): value is ScreenName {
  return typeof value === 'string' && Object.hasOwn(screens, value);
}

/** The spec's internal route name: `catalog-cityslug___en`. */
export function routeName(name: ScreenName, locale: Locale): RouteName {
  return `${name}___${locale}`;
}

type Segment = { literal: string } | { param: string; optional: boolean };

function parse(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part.startsWith(':') ? { param: part.slice(1).replace(/\?$/, ''), optional: part.endsWith('?') } : { literal: part },
    );
}

const compiled = screenNames.map((name) => ({ name, segments: parse(screens[name].pattern) }));

/** Adds the locale prefix: nothing for Ukrainian, `/en` for English (next-intl `as-needed`). */
export function localizePath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Splits `/en/catalog` into `{ locale: 'en', path: '/catalog' }`; unprefixed paths are Ukrainian. */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const [, first = '', ...rest] = pathname.split('/');
  if (isLocale(first)) return { locale: first, path: `/${rest.join('/')}`, prefixed: true };
  return { locale: defaultLocale, path: pathname || '/', prefixed: false };
}

function buildQuery(query: RouteQuery | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The path of a screen in a language, with its params filled in and an optional query. */
export function href(
  name: ScreenName,
  options: { locale?: Locale; params?: RouteParams; query?: RouteQuery } = {},
): string {
  const { locale = defaultLocale, params = {}, query } = options;
  const parts: string[] = [];
  const segments = compiled.find((entry) => entry.name === name)!.segments;
  for (const [index, segment] of segments.entries()) {
    if ('literal' in segment) {
      parts.push(segment.literal);
      continue;
    }
    const value = params[segment.param];
    if (value === undefined || value === '') {
      if (!segment.optional) throw new Error(`Route ${name} needs the parameter "${segment.param}"`);
      // An optional parameter may only be left out at the end; later ones would shift position.
      const later = segments.slice(index + 1).some((s) => 'param' in s && params[s.param] !== undefined);
      if (later) throw new Error(`Route ${name}: "${segment.param}" is required when later parameters are given`);
      break;
    }
    parts.push(encodeURIComponent(String(value)));
  }
  return localizePath(`/${parts.join('/')}`, locale) + buildQuery(query);
}

export type RouteMatch = { name: ScreenName; locale: Locale; params: Record<string, string> };

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Finds the screen a pathname belongs to (with or without the locale prefix), or null. */
export function matchPath(pathname: string): RouteMatch | null {
  const { locale, path } = splitLocale(pathname);
  const parts = path.split('/').filter(Boolean);
  for (const { name, segments } of compiled) {
    if (parts.length > segments.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (const [index, segment] of segments.entries()) {
      const part = parts[index];
      if ('literal' in segment) {
        ok = part === segment.literal;
      } else if (part === undefined) {
        ok = segment.optional;
      } else {
        const decoded = safeDecode(part);
        ok = decoded !== null;
        if (decoded !== null) params[segment.param] = decoded;
      }
      if (!ok) break;
    }
    if (ok) return { name, locale, params };
  }
  return null;
}

/** Every locale's variant of a screen, for hreflang alternates and the sitemap. */
export function alternates(name: ScreenName, params?: RouteParams): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, href(name, { locale, params })])) as Record<Locale, string>;
}

/**
 * The same page in another language, query kept (spec §2 language switcher). Ukrainian goes through
 * `/uk/…`: the proxy answers with a redirect to the unprefixed URL that also resets the locale
 * cookie; a plain unprefixed link would be sent back to English by the cookie.
 */
export function switchLocaleHref(currentUrl: string, target: Locale): string {
  const [pathname = '/', query] = currentUrl.split('?');
  const { path } = splitLocale(pathname);
  const prefixed = path === '/' ? `/${target}` : `/${target}${path}`;
  return prefixed + (query ? `?${query}` : '');
}
