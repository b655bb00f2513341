/** @vitest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { CarDecision } from './CarDecision';
import { ModerationQueue, QueueEntry } from './ModerationQueue';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CARS = [
  { id: 11, title: 'Toyota Camry 2021', updatedAt: '2026-03-10T09:15:00.000Z' },
  { id: 12, title: 'Škoda Octavia 2019', updatedAt: '2026-03-11T12:00:00.000Z' },
];

const decided = (active: boolean) => () => new Response(JSON.stringify({ data: { car: { active } } }), { status: 200 });

function queue(reply: (url: string, init: RequestInit) => Response = decided(true), locale: 'uk' | 'en' = 'uk') {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => reply(url, init));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en} timeZone="Europe/Kyiv">
      <ModerationQueue total={CARS.length}>
        {CARS.map((car) => (
          <QueueEntry key={car.id} id={car.id}>
            <article aria-label={car.title}>
              <CarDecision carId={car.id} title={car.title} updatedAt={car.updatedAt} />
            </article>
          </QueueEntry>
        ))}
      </ModerationQueue>
    </NextIntlClientProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

const body = (call: unknown[]) => JSON.parse((call[1] as RequestInit).body as string);

describe('CarDecision: an operator’s decision on a car', () => {
  it('asks for the reason only once "Reject" is pressed, and sends nothing without one', async () => {
    const { fetchMock, user } = queue();
    const card = screen.getByRole('article', { name: 'Toyota Camry 2021' });
    const reason = within(card).getByLabelText('Причина відмови');
    expect(reason).toHaveAttribute('maxlength', '255');
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(reason).not.toHaveAttribute('aria-invalid');

    await user.click(within(card).getByRole('button', { name: 'Відхилити' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Напишіть причину відмови, щоб власник знав, що виправити');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    // Spaces are no reason.
    await user.type(reason, '   ');
    await user.click(within(card).getByRole('button', { name: 'Відхилити' }));
    expect(within(card).getByRole('alert')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects with the reason typed, then the car leaves the queue with a message', async () => {
    const { fetchMock, user } = queue();
    const card = screen.getByRole('article', { name: 'Toyota Camry 2021' });
    const typed = '  Номер на фото нечитабельний ';
    await user.type(within(card).getByLabelText('Причина відмови'), typed);
    expect(within(card).getByText(`${typed.length}/255`)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Відхилити' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Toyota Camry 2021: відхилено. Власник отримає лист із причиною.');
    // Focus moves in an effect after the commit that shows the text.
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByRole('article', { name: 'Toyota Camry 2021' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Škoda Octavia 2019' })).toBeInTheDocument();
    expect(screen.getByText('1 авто у черзі')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/car/decision');
    expect(body(fetchMock.mock.calls[0]!)).toEqual({ car_id: 11, decision: 'rejected', reason: 'Номер на фото нечитабельний', updated_at: '2026-03-10T09:15:00.000Z', lang: 'uk' });
  });

  it('approves without a reason (a typed one is not sent), and an empty queue says so', async () => {
    const { fetchMock, user } = queue(undefined, 'en');
    const first = screen.getByRole('article', { name: 'Toyota Camry 2021' });
    await user.type(within(first).getByLabelText('Reason for rejection'), 'draft note');
    await user.click(within(first).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Toyota Camry 2021: approved, the car is in the catalog.');
    expect(body(fetchMock.mock.calls[0]!)).toEqual({ car_id: 11, decision: 'approved', updated_at: '2026-03-10T09:15:00.000Z', lang: 'en' });

    await user.click(within(screen.getByRole('article', { name: 'Škoda Octavia 2019' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Nothing waiting: every car has been reviewed.')).toBeInTheDocument();
    expect(screen.getByText('0 cars waiting')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('says so when an approved car stays off because its owner’s verification lapsed', async () => {
    const { user } = queue(decided(false));
    await user.click(within(screen.getByRole('article', { name: 'Toyota Camry 2021' })).getByRole('button', { name: 'Схвалити' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Toyota Camry 2021: схвалено, але авто залишається вимкненим — перевірка власника зараз не чинна.');
  });

  it('keeps the car and shows the server’s words when the decision is refused (the owner changed it meanwhile)', async () => {
    const message = uk.Errors.car_changed;
    const { user } = queue(() => new Response(JSON.stringify({ error: { code: 'car_changed', message, requestId: 'r1' } }), { status: 409 }));
    const card = screen.getByRole('article', { name: 'Toyota Camry 2021' });
    await user.click(within(card).getByRole('button', { name: 'Схвалити' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(message);
    expect(within(card).getByRole('button', { name: 'Схвалити' })).toBeEnabled();
    expect(screen.getByText('2 авто у черзі')).toBeInTheDocument();
  });
});
