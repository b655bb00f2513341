/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/lib/api/endpoints';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { ReviewActions } from './ReviewActions';

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(locale: 'uk' | 'en', subject: 'licence' | 'application') {
  const spy = vi.fn(async (_url: string, _init: RequestInit) => reply(200, { data: subject === 'licence' ? { licence: null } : { application: null } }));
  vi.stubGlobal('fetch', spy);
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en}>
      <ReviewActions subject={subject} id={17} />
    </NextIntlClientProvider>,
  );
  return { spy, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReviewActions', () => {
  it('asks for the reason before rejecting, on the field, and sends nothing', async () => {
    const { spy, user } = setup('uk', 'application');
    const reason = screen.getByRole('textbox', { name: uk.Admin.reason });
    expect(reason).toHaveAccessibleDescription(uk.Admin.reasonHint);
    await user.click(screen.getByRole('button', { name: uk.Admin.reject }));
    expect(screen.getByRole('alert')).toHaveTextContent(uk.Admin.reasonRequired);
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(spy).not.toHaveBeenCalled();
    await user.type(reason, 'Розмите фото');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: uk.Admin.reject }));
    expect(await screen.findByRole('status')).toHaveTextContent(uk.Admin.decided);
    const [url, init] = spy.mock.calls[0]!;
    expect(url).toBe(endpoints.applicationDecision.path);
    expect(JSON.parse(init.body as string)).toEqual({ application_id: 17, decision: 'rejected', reason: 'Розмите фото', lang: 'uk' });
  });

  it('approves without a reason, in English too', async () => {
    const { spy, user } = setup('en', 'licence');
    await user.click(screen.getByRole('button', { name: en.Admin.approve }));
    expect(await screen.findByRole('status')).toHaveTextContent(en.Admin.decided);
    const [url, init] = spy.mock.calls[0]!;
    expect(url).toBe(endpoints.licenceDecision.path);
    expect(JSON.parse(init.body as string)).toEqual({ licence_id: 17, decision: 'approved', lang: 'en' });
  });
});
