/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/lib/api/endpoints';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { DepositRatesForm } from './DepositRatesForm';

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
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en} timeZone="Europe/Kyiv">
      <DepositRatesForm usdKop={41_37} eurKop={48_05} />
    </NextIntlClientProvider>,
  );
  return { spy, bodies, user: userEvent.setup() };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const stored = (usd_kop: number, eur_kop: number) =>
  json(200, { data: { rates: { usd_kop, eur_kop }, history: [{ at: '2026-11-02T09:30:00.000Z', by: { id: 1, name: 'Ігор' }, from: { usd_kop: 41_37, eur_kop: 48_05 }, to: { usd_kop, eur_kop } }] } });

afterEach(() => {
  vi.unstubAllGlobals();
  refresh.mockReset();
});

describe('DepositRatesForm', () => {
  it('shows the rates in force, says at the field what is wrong before asking, and sends hryvnias once they are sane', async () => {
    const { spy, bodies, user } = setup([async () => stored(41_50, 48_05)]);
    const usd = screen.getByRole('textbox', { name: 'Гривень за 1 $' });
    const eur = screen.getByRole('textbox', { name: 'Гривень за 1 €' });
    expect(usd).toHaveValue('41,37');
    expect(eur).toHaveValue('48,05');
    expect(usd).toHaveAccessibleDescription('Від 10\u00a0₴ до 1\u00a0000\u00a0₴, не більше двох знаків після коми, наприклад 41,37');
    await user.clear(usd);
    await user.type(usd, '4137');
    await user.click(screen.getByRole('button', { name: 'Зберегти курси' }));
    expect(usd).toHaveAttribute('aria-invalid', 'true');
    expect(usd).toHaveAccessibleDescription(/^Значення має бути не більше ніж 1000 Від 10/);
    expect(usd).toHaveFocus();
    await user.clear(usd);
    await user.type(usd, 'сорок');
    expect(usd).toHaveAccessibleDescription(/^Введіть число, наприклад 1,6 Від 10/);
    expect(spy).not.toHaveBeenCalled();

    // Keyboard only: the field, then Enter submits.
    await user.clear(usd);
    await user.type(usd, '41,5{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Курси збережено: 1 $ = 41,50 ₴, 1 € = 48,05 ₴.');
    expect(spy.mock.calls[0]![0]).toBe(endpoints.depositRatesUpdate.path);
    expect(bodies[0]).toEqual({ usd: 41.5, eur: 48.05, lang: 'uk' });
    expect(usd).toHaveValue('41,50');
    expect(usd).not.toHaveAttribute('aria-invalid');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal next to its field, and a refusal about no field above the button (English)', async () => {
    const { user } = setup(
      [
        async () => json(422, { error: { code: 'validation_failed', message: 'Some fields are invalid', fields: { eur: 'The value must be at most 1000' } } }),
        async () => json(403, { error: { code: 'forbidden', message: 'You do not have access to this.' } }),
      ],
      'en',
    );
    const eur = screen.getByRole('textbox', { name: 'Hryvnias per €1' });
    expect(screen.getByRole('textbox', { name: 'Hryvnias per $1' })).toHaveValue('41.37');
    expect(eur).toHaveAccessibleDescription('From ₴10 to ₴1\u00a0000, at most two decimals, e.g. 41.37');
    const button = screen.getByRole('button', { name: 'Save the rates' });
    await user.click(button);
    expect(eur).toHaveAttribute('aria-invalid', 'true');
    expect(eur).toHaveAccessibleDescription(/^The value must be at most 1000 From ₴10/);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(refresh).not.toHaveBeenCalled();
  });
});
