/** @vitest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarListLive } from '@/components/cars/CarListLive';
import uk from '@/messages/uk.json';
import { bookingViewFixture } from '@/tests/support/booking-view';
import { QuickAnswer } from './QuickAnswer';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

let replies: { status: number; body: unknown }[] = [];
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  replies = [];
  refresh.mockReset();
  fetchMock = vi.fn(async () => {
    const reply = replies.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const TITLE = 'Toyota Camry 2021, 10.12.2026, 10:00 – 13.12.2026, 10:00';

function show() {
  render(
    <NextIntlClientProvider locale="uk" messages={uk} timeZone="Europe/Kyiv">
      <CarListLive>
        <QuickAnswer bookingId={77} title={TITLE} reasonLimits={{ min: 3, max: 255 }} />
      </CarListLive>
    </NextIntlClientProvider>,
  );
  return userEvent.setup();
}

describe('QuickAnswer', () => {
  it('confirms a request from the list, says so above it and renders the list again', async () => {
    const user = show();
    replies.push({ status: 200, body: { data: { booking: bookingViewFixture({ role: 'owner', status: 2 }) } } });
    await user.click(screen.getByRole('button', { name: `Підтвердити: ${TITLE}` }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Запит підтверджено: ${TITLE}.`));
    // Focus moves in an effect after the commit that shows the text: a busy machine runs it a little later.
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(refresh).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/profile/booking/confirm');
  });

  it('declines with a reason asked in a dialog, too short a reason said at its field', async () => {
    const user = show();
    await user.click(screen.getByRole('button', { name: `Відхилити: ${TITLE}` }));
    const dialog = screen.getByRole('dialog', { name: `Відхилити запит: ${TITLE}?` });
    const reason = within(dialog).getByRole('textbox', { name: 'Причина (необов’язково)' });
    await user.type(reason, 'Ні');
    await user.click(within(dialog).getByRole('button', { name: 'Відхилити' }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Причина має містити щонайменше 3 символи.'));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(reason, ' на цей час');
    replies.push({ status: 200, body: { data: { booking: bookingViewFixture({ role: 'owner', status: 3 }) } } });
    await user.click(within(dialog).getByRole('button', { name: 'Відхилити' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Запит відхилено: ${TITLE}.`));
    expect(JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string)).toEqual({ booking_id: 77, reason: 'Ні на цей час', lang: 'uk' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(refresh).toHaveBeenCalledOnce();
  });
});
