/** @vitest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCatalogFacetsResult } from '@/lib/catalog/facet-contracts';
import { FUEL_TYPES, GEARBOXES } from '@/lib/cars/dictionary';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { FiltersDialog } from './FiltersDialog';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

type Body = Record<string, unknown>;

/** The server's counts for a body: 34 automatics and 12 manuals in Kyiv, nothing with a CVT or on electricity. */
function answer(body: Body): TCatalogFacetsResult {
  const gearbox = (body.gearbox as string[] | undefined) ?? [];
  const perGearbox: Record<string, number> = { automatic: 34, manual: 12 };
  const total = gearbox.length ? gearbox.reduce((sum, value) => sum + (perGearbox[value] ?? 0), 0) : 46;
  return {
    total: body.city ? total : 1000,
    total_capped: !body.city,
    counts: body.city
      ? {
          gearbox: GEARBOXES.map((value) => ({ value, count: perGearbox[value] ?? 0 })),
          fuel: FUEL_TYPES.map((value) => ({ value, count: value === 'petrol' ? total : 0 })),
          seats_min: { any: total, options: [2, 4, 5, 7, 9].map((value) => ({ value, count: value <= 5 ? total : 0 })) },
          rating_min: { any: total, options: [4, 4.5].map((value) => ({ value, count: value === 4 ? 3 : 0 })) },
          delivery: 5,
          free_delivery: 0,
          no_deposit: 1,
          taxi: total + 2,
          brand: { any: total, options: [{ value: 'toyota', count: total }] },
          model: body.brand ? { any: total, options: [{ value: 'camry', count: total }] } : null,
        }
      : null,
  };
}

let fetchMock: ReturnType<typeof vi.fn>;
let failing = false;

beforeEach(() => {
  failing = false;
  push.mockReset();
  fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    if (failing) return new Response(JSON.stringify({ error: { code: 'internal', message: 'Помилка' } }), { status: 500, headers: { 'content-type': 'application/json' } });
    return new Response(JSON.stringify({ data: answer(JSON.parse(init.body as string) as Body) }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const names = {
  uk: { gearbox: { manual: 'Механіка', automatic: 'Автомат', robotic: 'Робот', cvt: 'Варіатор' }, fuel: { petrol: 'Бензин', electric: 'Електро' } },
  en: { gearbox: { manual: 'Manual', automatic: 'Automatic', robotic: 'Robotic', cvt: 'CVT' }, fuel: { petrol: 'Petrol', electric: 'Electric' } },
};

function show(state: Record<string, string>, options: { locale?: 'uk' | 'en'; city?: string | null } = {}) {
  const locale = options.locale ?? 'uk';
  const city = options.city === undefined ? 'kyiv' : options.city;
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en} timeZone="Europe/Kyiv">
      <FiltersDialog
        locale={locale}
        city={city}
        state={state}
        gearboxes={Object.entries(names[locale].gearbox).map(([key, name]) => ({ key, name }))}
        fuels={Object.entries(names[locale].fuel).map(([key, name]) => ({ key, name }))}
        brands={[
          { slug: 'toyota', name: 'Toyota', models: [{ slug: 'camry', name: 'Camry' }, { slug: 'corolla', name: 'Corolla' }] },
          { slug: 'skoda', name: 'Škoda', models: [{ slug: 'octavia', name: 'Octavia' }] },
        ]}
        active={Object.keys(state).filter((key) => key !== 'start' && key !== 'end').length}
      />
    </NextIntlClientProvider>,
  );
  return userEvent.setup();
}

const bodyOf = (call: number) => JSON.parse((fetchMock.mock.calls[call]![1] as RequestInit).body as string) as Body;
const apply = (options: { hidden?: boolean } = {}) => screen.getByRole('button', { name: /^(Показати|Show)/, ...options });

describe('FiltersDialog counts', () => {
  it('asks for counts only when opened, shows them by each option, turns off the options that would leave none, and says the total on the apply button', async () => {
    const user = show({ start: '2026-12-10', end: '2026-12-13T18:00', gearbox: 'automatic', fuel: 'electric' });
    // Nothing is asked while the list paints.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(apply({ hidden: true })).toHaveTextContent('Показати авто');

    await user.click(screen.getByRole('link', { name: 'Фільтри (2)' }));
    expect(await screen.findByRole('checkbox', { name: 'Автомат (34)' })).toBeChecked();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/catalog/facets');
    expect(bodyOf(0)).toEqual({ city: 'kyiv', start: '2026-12-10T08:00:00.000Z', end: '2026-12-13T16:00:00.000Z', gearbox: ['automatic'], fuel: ['electric'], lang: 'uk' });

    expect(screen.getByRole('checkbox', { name: 'Механіка (12)' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Варіатор (0)' })).toBeDisabled();
    // Chosen, it stays on even at 0: it must be possible to take it back.
    expect(screen.getByRole('checkbox', { name: 'Електро (0)' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'З доставкою (5)' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Безкоштовна доставка (0)' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'від 5 (34)' })).toBeEnabled();
    expect(screen.getByRole('option', { name: 'від 7 (0)' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Будь-яка (34)' })).toBeEnabled();
    expect(screen.getByRole('option', { name: 'від 4,5 (0)' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Toyota (34)' })).toBeEnabled();
    expect(screen.getByRole('option', { name: 'Škoda (0)' })).toBeDisabled();
    expect(apply()).toHaveTextContent('Показати 34 автомобілі');
    expect(screen.getByRole('status')).toHaveTextContent('За цими фільтрами: 34 автомобілі');
  });

  it('asks again, once, after choices change inside the dialog, and applies them', async () => {
    const user = show({ gearbox: 'automatic' });
    await user.click(screen.getByRole('link', { name: 'Фільтри (1)' }));
    await screen.findByRole('checkbox', { name: 'Механіка (12)' });

    await user.click(screen.getByRole('checkbox', { name: 'Механіка (12)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Марка' }), 'toyota');
    // Until the new counts come, the button does not claim the old total.
    expect(apply()).toHaveTextContent('Показати авто');
    await waitFor(() => expect(apply()).toHaveTextContent('Показати 46 автомобілів'));
    // Two changes, one call after the form rested.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(bodyOf(1)).toEqual({ city: 'kyiv', gearbox: ['automatic', 'manual'], brand: 'toyota', lang: 'uk' });
    expect(screen.getByRole('option', { name: 'Усі моделі (46)' })).toBeEnabled();
    expect(screen.getByRole('option', { name: 'Camry (46)' })).toBeEnabled();
    expect(screen.getByRole('option', { name: 'Corolla (0)' })).toBeDisabled();

    // Back to the first choice: answered from memory, no call.
    await user.click(screen.getByRole('checkbox', { name: /^Механіка/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Марка' }), '');
    await waitFor(() => expect(apply()).toHaveTextContent('Показати 34 автомобілі'));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await user.click(apply());
    expect(push).toHaveBeenCalledWith('/catalog/kyiv?gearbox=automatic');
  });

  it('in English, with the capped total of the country with dates and no counts by the options', async () => {
    const user = show({ start: '2026-12-10', end: '2026-12-13' }, { locale: 'en', city: null });
    await user.click(screen.getByRole('link', { name: 'Filters' }));
    await waitFor(() => expect(apply()).toHaveTextContent('Show more than 1,000 cars'));
    expect(screen.getByRole('checkbox', { name: 'Automatic' })).toBeEnabled();
  });

  it('in English, with a count by each option and the total', async () => {
    const user = show({ gearbox: 'manual' }, { locale: 'en' });
    await user.click(screen.getByRole('link', { name: 'Filters (1)' }));
    expect(await screen.findByRole('checkbox', { name: 'Automatic (34)' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'CVT (0)' })).toBeDisabled();
    expect(apply()).toHaveTextContent('Show 12 cars');
  });

  it('without an answer (the call failed) the dialog works as before, without counts', async () => {
    failing = true;
    const user = show({ gearbox: 'automatic' });
    await user.click(screen.getByRole('link', { name: 'Фільтри (1)' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('checkbox', { name: 'Варіатор' })).toBeEnabled();
    expect(apply()).toHaveTextContent('Показати авто');
  });
});
