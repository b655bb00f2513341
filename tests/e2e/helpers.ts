import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, request as playwrightRequest, type Response } from '@playwright/test';

export const unique = () => randomBytes(4).toString('hex');
export const uniquePhone = () => `067${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;
export const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 984;

export type NewAccount = { email: string; password: string; firstName: string; id: number };

/**
 * Registers an account through the API on the page's own request context, so the page is signed
 * in as it afterwards (the response sets the session cookie).
 */
export async function signUpViaApi(request: APIRequestContext, kind: 'user' | 'host' | 'legal', extra: Record<string, unknown> = {}): Promise<NewAccount> {
  const account = { email: `e2e-${unique()}@test.kermo.ua`, password: 'Drive#2026', firstName: 'Оксана' };
  const response = await request.post(`/api/auth/register-${kind}`, {
    data: {
      first_name: account.firstName,
      last_name: 'Бойко',
      email: account.email,
      phone: uniquePhone(),
      password: account.password,
      password_confirmation: account.password,
      accept_terms: true,
      ...extra,
    },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { user: { id: number } } };
  return { ...account, id: body.data.user.id };
}

/**
 * The newest message (e-mail or SMS) to a recipient: its template, subject, code and link, read
 * through the test-only hook /api/test-hooks/outbox. That hook exists only in the KERMO_TEST_HOOKS
 * build scripts/test-e2e.sh makes; operators never see a message's secrets.
 */
export async function latestEmail(baseURL: string, recipient: string, template: string) {
  const context = await playwrightRequest.newContext({ baseURL });
  try {
    const response = await context.get(`/api/test-hooks/outbox?${new URLSearchParams({ recipient, template })}`);
    // 404: no such message — or a build without KERMO_TEST_HOOKS=1, where the hook does not exist.
    expect(response.status(), `a ${template} message to ${recipient} through the test hook (KERMO_TEST_HOOKS=1 build)`).toBe(200);
    return ((await response.json()) as { data: { template: string; subject: string | null; link: string | null; code: string | null } }).data;
  } finally {
    await context.dispose();
  }
}

/** Opens the account dropdown in the header and clicks sign-out. */
export async function signOut(page: Page, label: RegExp = /Меню акаунта|Account menu/) {
  // The dropdown is a client island: a click before hydration opens nothing.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('banner').getByRole('button', { name: label }).click();
  await page.getByRole('button', { name: /^(Вийти|Sign out)$/ }).click();
}

/** Opens a page and waits until its client islands are hydrated (forms then handle their submits). */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return response;
}

/**
 * Reloads the page and waits until it is live, as `open` does: a press in the moment after `load`
 * could reach a button React was still hydrating (the calendar's next month, "hand over" on CI).
 */
export async function reload(page: Page) {
  const response = await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return response;
}

/** A browser context signed in as the demo operator (the e2e database is seeded). */
export async function operatorPage(browser: import('@playwright/test').Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'uk-UA', viewport: { width: 1280, height: 900 } });
  const signIn = await context.request.post('/api/auth/sign-in', { data: { email: 'operator@kermo.local', password: 'Operator#2026' } });
  expect(signIn.status()).toBe(200);
  return { context, page: await context.newPage() };
}

/** Letters only, so it passes the name rules, and unique enough to find one's own entry in a queue. */
export function uniqueSurname(): string {
  const letters = 'абвгдежзиклмнопрстуфхцчшщ';
  return 'Тест' + Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}

/** The fonts a page asks for from its head: its Link header's and its preload tags'. */
export async function fontPreloads(page: Page, response: Response): Promise<string> {
  const tags = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  return `${response.headers().link ?? ''} ${tags.join(' ')}`;
}
