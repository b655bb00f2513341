/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import uk from '@/messages/uk.json';
import { ReviewReminder } from './ReviewReminder';

afterEach(() => vi.unstubAllGlobals());

describe('ReviewReminder', () => {
  it('links to the review form, and "not now" tells the server to stop asking', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { booking_id: 5, reviewed: false, dismissed: true, ask: false } }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <NextIntlClientProvider locale="uk" messages={uk} timeZone="Europe/Kyiv">
        <ReviewReminder bookingId={5} car="Toyota Camry 2021" href="/booking/5" locale="uk" />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText(/Toyota Camry 2021/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: uk.Booking.review.rateNow })).toHaveAttribute('href', '/booking/5#review');
    await userEvent.setup().click(screen.getByRole('button', { name: uk.Booking.review.notNow }));
    expect(fetchMock).toHaveBeenCalledWith('/api/profile/booking/reviewed-status', expect.objectContaining({ body: JSON.stringify({ booking_id: 5, force: true, lang: 'uk' }) }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
