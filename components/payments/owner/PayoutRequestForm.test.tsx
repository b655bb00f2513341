/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/lib/api/endpoints';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { PayoutRequestForm } from './PayoutRequestForm';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

type Reply = () => Promise<Response>;

function setup(replies: Reply[], locale: 'uk' | 'en' = 'uk') {
  const bodies: Record<string, unknown>[] = [];
  const spy = vi.fn(async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    const reply = replies.shift();
    if (!reply) throw new Error('no more replies');
    return reply();
  });
  vi.stubGlobal('fetch', spy);
  const ui = (availableKop: number) => (
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en} timeZone="Europe/Kyiv">
      <PayoutRequestForm availableKop={availableKop} minKop={100} cardMask="•••• 4242" />
    </NextIntlClientProvider>
  );
  const { rerender } = render(ui(150_050));
  // The page's figures read again after a payout (router.refresh) come back as new props.
  const refreshed = (availableKop: number) => rerender(ui(availableKop));
  return { spy, bodies, user: userEvent.setup(), refreshed };
}

const payout = (status: 'succeeded' | 'failed' | 'pending', amount: number, failure: string | null = null) =>
  new Response(
    JSON.stringify({
      data: {
        payout: { id: 1, amount, method: 'card', status, failure_code: failure, card_last_four: '4242', note: null, created_at: '2026-12-01T10:00:00.000Z', settled_at: null },
        money: { pending: 0, available: status === 'failed' ? 150_050 : 150_050 - amount, paid_out: status === 'succeeded' ? amount : 0, in_progress: 0 },
      },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  refresh.mockReset();
});

describe('PayoutRequestForm', () => {
  it('offers what is available and says at the field when the amount is more than that, asking nothing', async () => {
    const { spy, user } = setup([]);
    const field = screen.getByRole('textbox', { name: 'Сума, ₴' });
    expect(field).toHaveValue('1500,50');
    expect(field).toHaveAccessibleDescription('Доступно 1\u00a0500,50\u00a0₴. Найменша виплата — 1\u00a0₴.');
    await user.clear(field);
    await user.type(field, '1500,51');
    await user.click(screen.getByRole('button', { name: 'Вивести на картку •••• 4242' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Не більше ніж доступно: 1\u00a0500,50\u00a0₴');
    await user.clear(field);
    await user.type(field, 'сто');
    expect(field).toHaveAccessibleDescription('Введіть суму в гривнях, наприклад 1500 або 1500,50');
    expect(spy).not.toHaveBeenCalled();
  });

  it('sends kopiyky with the same idempotency key after a lost answer, and a new key once answered', async () => {
    const { bodies, user } = setup([async () => Promise.reject(new TypeError('Failed to fetch')), async () => payout('succeeded', 50_000), async () => payout('succeeded', 100)]);
    const field = screen.getByRole('textbox', { name: 'Сума, ₴' });
    const button = screen.getByRole('button', { name: 'Вивести на картку •••• 4242' });
    await user.clear(field);
    await user.type(field, '500');
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(uk.Errors.network);
    await user.click(button);
    expect(await screen.findByText('Виплату 500 ₴ проведено на картку •••• 4242.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Виплату 500 ₴ проведено');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(bodies[0]).toMatchObject({ amount: 50_000, lang: 'uk' });
    expect(bodies[1]!.idempotency_key).toBe(bodies[0]!.idempotency_key);
    // The form now offers the new available amount; the next payout is a new one.
    expect(field).toHaveValue('1000,50');
    await user.clear(field);
    await user.type(field, '1');
    await user.click(button);
    expect(await screen.findByText('Виплату 1 ₴ проведено на картку •••• 4242.')).toBeInTheDocument();
    expect(bodies[2]).toMatchObject({ amount: 100 });
    expect(bodies[2]!.idempotency_key).not.toBe(bodies[0]!.idempotency_key);
  });

  it('says why a payout was declined (English)', async () => {
    const { spy, user } = setup([async () => payout('failed', 150_050, 'card_declined')], 'en');
    await user.click(screen.getByRole('button', { name: 'Pay out to card •••• 4242' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payout of ₴1 500.50 did not go through: the bank declined the card. The money is available again.');
    expect(spy.mock.calls[0]![0]).toBe(endpoints.payoutRequest.path);
  });

  it('keeps the outcome in view once nothing is left to pay out', async () => {
    const { user, refreshed } = setup([async () => payout('succeeded', 150_050)]);
    await user.click(screen.getByRole('button', { name: 'Вивести на картку •••• 4242' }));
    expect(await screen.findByText('Виплату 1 500,50 ₴ проведено на картку •••• 4242.')).toBeInTheDocument();
    refreshed(0);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Зараз немає коштів, доступних до виплати.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Виплату 1 500,50 ₴ проведено на картку •••• 4242.');
  });
});
