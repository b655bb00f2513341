import { NextIntlClientProvider } from 'next-intl';
import { type ComponentProps, createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as sendCall } from '@/app/api/profile/chat/send/route';
import type { Locale } from '@/lib/i18n/locales';
import type { User } from '@/lib/server/db/schema';
import { asUser } from '@/tests/support/bookings';
import { createSignedInUser, createUser, unique } from '@/tests/support/factories';
import { createPayingBooking } from '@/tests/support/payments';
import { digestOf, requestPage } from '@/tests/support/registry-proxy';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';

// /messages (docs/chat.md "Inbox"), read on the server as its page reads it: who may open it, what
// it lists for whom, and a page past the last.

const viewer: { current: User | null } = { current: null };
vi.mock('@/lib/server/accounts/get-current-viewer', () => ({ getCurrentUser: async () => viewer.current, getCurrentViewer: async () => null }));
vi.mock('next-intl/server', () => ({ setRequestLocale: () => undefined, getTranslations: async () => (key: string) => key }));

beforeEach(() => {
  viewer.current = null;
});

const load = async () => (await import('@/app/[locale]/(account)/messages/page')).default;

/** The page as HTML, its components speaking `locale` (the page's own heading stays a key here). */
async function html(locale: Locale, query: Record<string, string> = {}) {
  const Page = await load();
  const element = (await Page({ params: Promise.resolve({ locale }), searchParams: Promise.resolve(query) })) as ReactElement;
  // createElement's typing wants the children among the props; they are its third argument here.
  const props = { locale, messages: locale === 'uk' ? uk : en, timeZone: 'Europe/Kyiv' } as ComponentProps<typeof NextIntlClientProvider>;
  return renderToStaticMarkup(createElement(NextIntlClientProvider, props, element));
}

const send = (token: string, bookingId: number, text: string) => asUser(sendCall, token, { booking_id: bookingId, client_id: `c-${unique()}`, text });

describe('the chat inbox page', () => {
  it('sends a visitor to sign in and back, through the proxy and by itself', async () => {
    const visitor = await requestPage('/messages');
    expect(visitor.headers.get('location')).toBe('http://localhost:3000/sign?ref=%2Fmessages');
    expect(digestOf(await html('uk').catch((error: unknown) => error))).toMatch(/^NEXT_REDIRECT;.*;\/sign\?ref=%2Fmessages;/);
    expect(digestOf(await html('en').catch((error: unknown) => error))).toMatch(/^NEXT_REDIRECT;.*;\/en\/sign\?ref=%2Fen%2Fmessages;/);
    const renter = await createSignedInUser({ role: 1 });
    expect((await requestPage('/messages', renter.token)).status).toBe(200);
  });

  it('lists each party’s conversation from their side, and nobody else’s', async () => {
    const { renter, owner, booking } = await createPayingBooking();
    expect((await send(renter.token, booking.id, 'Добрий день! Можна забрати о 9:00?')).status).toBe(200);

    viewer.current = owner.user;
    const theirs = await html('uk');
    expect(theirs).toContain(`href="/booking/${booking.id}#chat"`);
    expect(theirs).toContain('Добрий день! Можна забрати о 9:00?');
    expect(theirs).toContain('1 непрочитане повідомлення');
    expect(theirs).toContain('Орендар: ');
    expect(theirs).toContain('Очікує оплати');

    viewer.current = renter.user;
    const mine = await html('en');
    expect(mine).toContain(`href="/en/booking/${booking.id}#chat"`);
    expect(mine).toContain('You:');
    expect(mine).toContain('Owner: ');
    expect(mine).not.toContain('unread message');

    viewer.current = await createUser({ role: 1, isDriverLicenseVerified: true });
    const nobody = await html('uk');
    expect(nobody).not.toContain(`/booking/${booking.id}`);
    expect(nobody).toContain(uk.Inbox.empty);
  });

  it('shows the last page for a page past it, and the first for nonsense', async () => {
    const { renter, owner, booking } = await createPayingBooking();
    await send(owner.token, booking.id, 'Авто чекає на вас');
    viewer.current = renter.user;
    for (const page of ['99', 'abc', '-1']) {
      const text = await html('uk', { page });
      expect(text, page).toContain(`href="/booking/${booking.id}#chat"`);
      expect(text, page).not.toContain('<nav');
    }
  });
});
