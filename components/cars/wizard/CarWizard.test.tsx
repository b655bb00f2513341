/** @vitest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/lib/api/endpoints';
import type { TCarView } from '@/lib/cars/car-view';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { CarWizard } from './CarWizard';
import { completeCar, references, reply } from './test-support/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function renderWizard(props: Partial<ComponentProps<typeof CarWizard>> = {}, locale: 'en' | 'uk' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : uk}>
      <CarWizard mode="create" car={null} references={references} canSubmit today="2026-06-15" {...props} />
    </NextIntlClientProvider>,
  );
}

/** A fetch stub answering each endpoint's path with the handler's reply, recording the calls. */
function stubApi(handlers: Record<string, (body: Record<string, unknown>) => Response>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path, body });
    const handler = handlers[path];
    if (!handler) throw new Error(`unexpected call to ${path}`);
    return handler(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const w = en.CarWizard;

describe('the listing wizard', () => {
  it('shows no message while the owner types, then every problem of the step after "Next", with a summary that takes focus', async () => {
    const calls = stubApi({});
    renderWizard();
    const user = userEvent.setup();
    const vin = screen.getByLabelText(w.fields.vin);
    await user.type(vin, 'WVWZZZ1KZAW12345I');
    await user.tab();
    // Typing, leaving a field: no message yet.
    expect(vin).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByTestId('error-summary')).toBeNull();

    await user.click(screen.getByRole('button', { name: /^Next/ }));
    const summary = await screen.findByTestId('error-summary');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('heading')).toHaveTextContent(/^Check \d+ fields$/);
    expect(within(summary).getByRole('link', { name: `${w.fields.vin}: ${en.Validation.vinChars}` })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: `${w.fields.brand_id}: ${en.Validation.selectOption}` })).toBeInTheDocument();
    expect(vin).toHaveAttribute('aria-invalid', 'true');
    expect(vin).toHaveAccessibleDescription(expect.stringContaining(en.Validation.vinChars));
    // Nothing was saved: the step was refused here.
    expect(calls).toEqual([]);

    // After the attempt, the messages follow the typing.
    await user.clear(vin);
    await user.type(vin, 'WVWZZZ1KZAW123456');
    await waitFor(() => expect(vin).not.toHaveAttribute('aria-invalid'));
    expect(within(screen.getByTestId('error-summary')).queryByRole('link', { name: new RegExp(w.fields.vin) })).toBeNull();

    // A link of the summary takes focus to its field.
    await user.click(within(screen.getByTestId('error-summary')).getByRole('link', { name: new RegExp(`^${w.fields.mileage}`) }));
    expect(screen.getByLabelText(w.fields.mileage)).toHaveFocus();
  });

  it('creates the draft on the first "Next", puts it in the address, and opens the next step with its heading focused', async () => {
    const saved = completeCar({ status: 'draft' });
    const calls = stubApi({ [endpoints.carCreate.path]: () => reply(200, { data: { car: saved } }) });
    renderWizard({ car: null });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(w.fields.brand_id), 'Toyota');
    await user.selectOptions(screen.getByLabelText(w.fields.model_id), 'Camry');
    await user.selectOptions(screen.getByLabelText(w.fields.year), '2021');
    await user.type(screen.getByLabelText(w.fields.vin), 'wvwzzz1kzaw123456');
    await user.type(screen.getByLabelText(w.fields.mileage), '42 000');
    await user.type(screen.getByLabelText(w.fields.color), 'White');
    await user.selectOptions(screen.getByLabelText(w.fields.gearbox), 'Automatic');
    await user.selectOptions(screen.getByLabelText(w.fields.fuel_type), 'Hybrid');
    await user.type(screen.getByLabelText(w.fields.engine_capacity), '2.5');
    await user.type(screen.getByLabelText(w.fields.fuel_consumption), '5.4');
    await user.selectOptions(screen.getByLabelText(w.fields.doors), '4');
    await user.selectOptions(screen.getByLabelText(w.fields.seats), '5');
    await user.click(screen.getByRole('button', { name: /^Next/ }));

    const heading = await screen.findByRole('heading', { level: 2, name: w.steps.documents.title });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ brand_id: 1, model_id: 11, year: '2021', vin: 'wvwzzz1kzaw123456', mileage: '42 000', gearbox: 'automatic', lang: 'en' });
    // Blank optional fields go as blanks; an empty discount row is not sent.
    expect(calls[0]!.body.discounts).toEqual([]);
    expect(window.location.search).toBe(`?car=${saved.id}&step=documents`);
  });

  it('maps the server’s refusal of a submission to the steps, opening the first one with its messages next to the fields', async () => {
    const car = completeCar();
    const calls = stubApi({
      [endpoints.carUpdate.path]: () => reply(200, { data: { car } }),
      [endpoints.carSubmit.path]: () =>
        reply(422, {
          error: {
            code: 'validation_failed',
            message: 'Please check the highlighted fields.',
            fields: { 'discounts.0.amount': en.Validation.discountAboveDailyPrice, vin: en.Validation.vinTaken },
          },
        }),
    });
    renderWizard({ car, initialStep: 'review' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: w.actions.submit }));

    // The first step with a message opens (basics, for the VIN), its summary focused.
    const summary = await screen.findByTestId('error-summary');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByRole('heading', { level: 2, name: w.steps.basics.title })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: `${w.fields.vin}: ${en.Validation.vinTaken}` })).toBeInTheDocument();
    expect(screen.getByLabelText(w.fields.vin)).toHaveAccessibleDescription(expect.stringContaining(en.Validation.vinTaken));
    expect(calls.map((call) => call.path)).toEqual([endpoints.carUpdate.path, endpoints.carSubmit.path]);

    // The step list says which other step has a message.
    const steps = screen.getByRole('navigation', { name: w.stepsLabel });
    expect(within(steps).getByRole('button', { name: new RegExp(`${w.steps.pricing.short}.*${w.stepState.invalid}`) })).toBeInTheDocument();
    await user.click(within(steps).getByRole('button', { name: new RegExp(w.steps.pricing.short) }));
    const discount = screen.getByRole('textbox', { name: new RegExp(`${en.CarWizard.discounts.row.replace('{row}', '1')}: ${w.fields.discount_amount}`) });
    expect(discount).toHaveAccessibleDescription(expect.stringContaining(en.Validation.discountAboveDailyPrice));

    // Changing the field lets its refusal go.
    await user.clear(discount);
    await user.type(discount, '50');
    expect(discount).not.toHaveAttribute('aria-invalid');
  });

  it('adds and removes discount rows, and checks them on "Next" (overlap, required)', async () => {
    const car = completeCar({ discounts: [{ from_days: 3, to_days: 7, amount: 100 }] });
    stubApi({});
    renderWizard({ car, initialStep: 'pricing' }, 'uk');
    const user = userEvent.setup();
    const t = uk.CarWizard;
    await user.click(screen.getByRole('button', { name: t.discounts.add }));
    // The new row starts the day after the last one ends.
    const from2 = screen.getByRole('textbox', { name: `${t.discounts.row.replace('{row}', '2')}: ${t.fields.discount_from_days}` });
    expect(from2).toHaveValue('8');
    const to2 = screen.getByRole('textbox', { name: `${t.discounts.row.replace('{row}', '2')}: ${t.fields.discount_to_days}` });
    expect(to2).toHaveFocus();
    await user.clear(from2);
    await user.type(from2, '5');
    await user.type(to2, '10');
    await user.type(screen.getByRole('textbox', { name: `${t.discounts.row.replace('{row}', '2')}: ${t.fields.discount_amount}` }), '150');
    await user.click(screen.getByRole('button', { name: /^Далі/ }));
    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getByRole('link', { name: `Знижка 2: ${t.fields.discount_from_days}: ${uk.Validation.discountOverlap}` })).toBeInTheDocument();

    // Removing both rows: at least one is required.
    await user.click(screen.getByRole('button', { name: t.discounts.remove.replace('{row}', '2') }));
    await user.click(screen.getByRole('button', { name: t.discounts.remove.replace('{row}', '1') }));
    expect(screen.getByText(t.discounts.none)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: t.discounts.add })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: /^Далі/ }));
    await waitFor(() => expect(within(screen.getByTestId('error-summary')).getByRole('link', { name: `${t.fields.discounts}: ${uk.Validation.discountsRequired}` })).toBeInTheDocument());
  });

  it('asks before saving an approved car’s moderated fields, naming them', async () => {
    const car: TCarView = completeCar({ status: 'approved', active: true });
    const calls = stubApi({ [endpoints.carUpdate.path]: () => reply(200, { data: { car } }) });
    renderWizard({ car, mode: 'edit' });
    const user = userEvent.setup();
    const color = screen.getByLabelText(w.fields.color);
    await user.clear(color);
    await user.type(color, 'Silver');
    await user.click(screen.getByRole('button', { name: w.actions.save }));
    const dialog = await screen.findByRole('dialog', { name: w.moderated.title });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent(w.fields.color);
    await user.click(within(dialog).getByRole('button', { name: w.moderated.cancel }));
    expect(calls).toEqual([]);

    // A price change of the same car saves at once.
    await user.clear(color);
    await user.type(color, 'Білий');
    await user.click(within(screen.getByRole('navigation', { name: w.stepsLabel })).getByRole('button', { name: new RegExp(w.steps.pricing.short) }));
    const price = screen.getByLabelText(w.fields.price_per_day);
    await user.clear(price);
    await user.type(price, '1900');
    await user.click(screen.getByRole('button', { name: w.actions.save }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls[0]!.body).toMatchObject({ car_id: car.id, price_per_day: '1900' });
  });
});
