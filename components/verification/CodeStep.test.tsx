/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { CODE_RULES } from '@/lib/verification/code-rules';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { CodeStep } from './CodeStep';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function sendCode(channel: 'email' | 'phone', locale: Locale, mailboxHref?: string) {
  const messages = locale === 'uk' ? uk : en;
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ data: { expires_at: '2026-03-04T10:30:00.000Z', resend_after: 30 } }), { status: 200 })));
  render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <CodeStep channel={channel} mailboxHref={mailboxHref} />
    </NextIntlClientProvider>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: messages.Verification.sendCode }));
  return screen.findByRole('status');
}

describe('CodeStep', () => {
  it('says how long the e-mail code is valid, in the minutes the server expires it after', async () => {
    expect(CODE_RULES.email.ttlMinutes).toBe(30);
    expect(await sendCode('email', 'uk')).toHaveTextContent('Код надіслано. Він дійсний 30 хвилин.');
  });

  it('says it for the SMS code too, in English', async () => {
    expect(CODE_RULES.phone.ttlMinutes).toBe(10);
    expect(await sendCode('phone', 'en')).toHaveTextContent('Code sent. It is valid for 10 minutes.');
  });

  it('points to the local mailbox on an embedded installation, in a new tab', async () => {
    await sendCode('email', 'uk', '/mailbox');
    const link = screen.getByRole('link', { name: 'поштовій скриньці' });
    expect(link).toHaveAttribute('href', '/mailbox');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.closest('p')).toHaveTextContent('Не отримали код?');
  });

  it('mentions no mailbox where there is none', async () => {
    await sendCode('email', 'en');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
