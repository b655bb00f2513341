/** @vitest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { SandboxCheckout } from './SandboxCheckout';

const REF = 'kp-0123456789abcdef0123';
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function show(messages: typeof uk, locale: 'uk' | 'en', replies: Response[], otpLast4: string | null = null) {
  const fetch = vi.fn(async () => replies.shift()!);
  vi.stubGlobal('fetch', fetch);
  render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <SandboxCheckout reference={REF} payLabel="Pay ₴1,400" otpLast4={otpLast4} />
    </NextIntlClientProvider>,
  );
  return { fetch, user: userEvent.setup() };
}

const sent = (fetch: ReturnType<typeof vi.fn>, call = 0) => JSON.parse((fetch.mock.calls[call] as unknown as [string, RequestInit])[1].body as string);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sandbox payment page’s form', () => {
  it('says what is wrong with each field after a submit, and sends nothing', async () => {
    const { fetch, user } = show(en, 'en', []);
    await user.type(screen.getByLabelText(en.SandboxPay.fields.cardNumber), '4242424242424241');
    await user.type(screen.getByLabelText(en.SandboxPay.fields.expiry), '0120');
    await user.click(screen.getByRole('button', { name: 'Pay ₴1,400' }));
    expect(screen.getByLabelText(en.SandboxPay.fields.cardNumber)).toHaveAccessibleDescription(en.Validation.cardNumber);
    expect(screen.getByLabelText(en.SandboxPay.fields.expiry)).toHaveAccessibleDescription(en.Validation.cardExpired);
    expect(screen.getByLabelText(en.SandboxPay.fields.cvc)).toHaveAccessibleDescription(en.Validation.required);
    expect(screen.getByLabelText(en.SandboxPay.fields.holder)).toHaveAccessibleDescription(en.Validation.required);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('formats the number and the expiry as they are typed', async () => {
    const { user } = show(en, 'en', []);
    const number = screen.getByLabelText(en.SandboxPay.fields.cardNumber);
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    const expiry = screen.getByLabelText(en.SandboxPay.fields.expiry);
    await user.type(expiry, '0829');
    expect(expiry).toHaveValue('08/29');
  });

  it('fills a test card with its button and pays it; a decline is said with the way back', async () => {
    const { fetch, user } = show(uk, 'uk', [reply(200, { data: { status: 'failed', failure_code: 'insufficient_funds', return_url: 'http://localhost:3000/booking/7' } })]);
    const list = screen.getByRole('region', { name: uk.SandboxPay.cards.title });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Обрати картку 4000 0000 0000 9995' }));
    expect(screen.getByLabelText(uk.SandboxPay.fields.cardNumber)).toHaveValue('4000 0000 0000 9995');
    await user.click(screen.getByRole('button', { name: 'Pay ₴1,400' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Платіж відхилено: на картці недостатньо коштів.');
    expect(screen.getByRole('link', { name: uk.SandboxPay.back })).toHaveAttribute('href', 'http://localhost:3000/booking/7');
    expect(sent(fetch)).toMatchObject({ reference: REF, card_number: '4000 0000 0000 9995', cvc: '123', lang: 'uk' });
  });

  it('moves to the one-time code for a 3-D Secure card, naming the card, and sends the code', async () => {
    const { fetch, user } = show(en, 'en', [
      reply(200, { data: { status: 'otp_required', failure_code: null, return_url: null } }),
      reply(200, { data: { status: 'failed', failure_code: 'authentication_failed', return_url: 'http://localhost:3000/en/booking/7' } }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Use card 4000 0000 0000 3220' }));
    await user.click(screen.getByRole('button', { name: 'Pay ₴1,400' }));
    const heading = await screen.findByRole('heading', { name: en.SandboxPay.otp.title });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/card ending in 3220\. In the sandbox the code is 123456\./)).toBeVisible();
    await user.type(screen.getByLabelText(en.SandboxPay.otp.field), '654321');
    await user.click(screen.getByRole('button', { name: en.SandboxPay.otp.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the one-time code was wrong');
    expect(fetch.mock.calls.map((call) => (call as unknown as [string])[0])).toEqual(['/api/payments/sandbox/pay', '/api/payments/sandbox/confirm']);
    expect(sent(fetch, 1)).toEqual({ code: '654321', reference: REF, lang: 'en' });
  });

  it('shows the acquirer’s refusal above the button and keeps the card typed', async () => {
    const { user } = show(en, 'en', [reply(410, { error: { code: 'payment_expired', message: en.Errors.payment_expired, requestId: 'r1' } })]);
    await user.click(screen.getByRole('button', { name: 'Use card 4242 4242 4242 4242' }));
    await user.click(screen.getByRole('button', { name: 'Pay ₴1,400' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.Errors.payment_expired);
    expect(screen.getByLabelText(en.SandboxPay.fields.cardNumber)).toHaveValue('4242 4242 4242 4242');
  });
});

describe('the sandbox page in hold and card-check modes', () => {
  function showMode(messages: typeof uk, locale: 'uk' | 'en', mode: 'hold' | 'verify', replies: Response[]) {
    vi.stubGlobal('fetch', vi.fn(async () => replies.shift()!));
    render(
      <NextIntlClientProvider locale={locale} messages={messages}>
        <SandboxCheckout reference={REF} payLabel={mode === 'hold' ? 'Hold ₴5,000' : messages.SandboxPay.check} otpLast4={null} mode={mode} />
      </NextIntlClientProvider>,
    );
    return userEvent.setup();
  }

  it('a hold says the amount is held when the card is accepted', async () => {
    const location = { assign: vi.fn() };
    vi.stubGlobal('location', location);
    const user = showMode(uk, 'uk', 'hold', [reply(200, { data: { status: 'succeeded', failure_code: null, return_url: 'http://localhost:3000/booking/7' } })]);
    const list = screen.getByRole('region', { name: uk.SandboxPay.cards.title });
    expect(within(list).getAllByText(uk.SandboxPay.cards.held)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Обрати картку 4242 4242 4242 4242' }));
    await user.click(screen.getByRole('button', { name: 'Hold ₴5,000' }));
    expect(await screen.findByRole('status')).toHaveTextContent(uk.SandboxPay.succeededHold);
  });

  it('a card check lists what each test card does, and a decline says the check failed with the way back to the merchant', async () => {
    const user = showMode(en, 'en', 'verify', [reply(200, { data: { status: 'failed', failure_code: 'unknown_card', return_url: 'http://localhost:3000/en/cabinet/payments' } })]);
    const list = screen.getByRole('region', { name: en.SandboxPay.cards.title });
    expect(within(list).getAllByText(en.SandboxPay.cards.checkPasses)).toHaveLength(2);
    expect(within(list).getByText('Passes the check; later charges are declined: there are not enough funds on the card')).toBeVisible();
    await user.type(screen.getByLabelText(en.SandboxPay.fields.cardNumber), '4111111111111111');
    await user.type(screen.getByLabelText(en.SandboxPay.fields.expiry), '1239');
    await user.type(screen.getByLabelText(en.SandboxPay.fields.cvc), '123');
    await user.type(screen.getByLabelText(en.SandboxPay.fields.holder), 'TEST CARDHOLDER');
    await user.click(screen.getByRole('button', { name: en.SandboxPay.check }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The card check failed: the sandbox accepts only its test cards.');
    expect(screen.getByRole('link', { name: en.SandboxPay.backMerchant })).toHaveAttribute('href', 'http://localhost:3000/en/cabinet/payments');
  });
});
