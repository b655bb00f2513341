/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { ReviewReminder } from './ReviewReminder';
import { ReviewReminderIsland } from './ReviewReminderIsland';

afterEach(() => vi.unstubAllGlobals());

describe('ReviewReminder', () => {
  it('links to the review form, and "not now" tells the server to stop asking', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { booking_id: 5, reviewed: false, dismissed: true, ask: false } }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <NextIntlClientProvider locale="uk" messages={uk} timeZone="Europe/Kyiv">
        <ReviewReminderIsland bookingId={5} car="Toyota Camry 2021" href="/booking/5" locale="uk" />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText(/Toyota Camry 2021/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: uk.Booking.review.rateNow })).toHaveAttribute('href', '/booking/5#review');
    await userEvent.setup().click(screen.getByRole('button', { name: uk.Booking.review.notNow }));
    expect(fetchMock).toHaveBeenCalledWith('/api/profile/booking/reviewed-status', expect.objectContaining({ body: JSON.stringify({ booking_id: 5, force: true, lang: 'uk' }) }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('brings its own words: the layout’s provider has only the shell’s namespaces (no Booking)', async () => {
    const onError = vi.fn();
    // What app/[locale]/layout.tsx gives a signed-in viewer's islands (CLIENT_NAMESPACES).
    const shell = { Common: en.Common, Header: en.Header, Agreement: en.Agreement, RoleSwitch: en.RoleSwitch, Errors: en.Errors };
    render(
      <NextIntlClientProvider locale="en" messages={shell} timeZone="Europe/Kyiv" onError={onError}>
        <ReviewReminder bookingId={5} car="Toyota Camry 2021" href="/en/booking/5" locale="en" />
      </NextIntlClientProvider>,
    );
    // A landmark (axe: all content in landmarks), as it stands between the header and the main. Its
    // code is a chunk of its own (the page loads it only for a renter with a trip to rate).
    const note = await screen.findByRole('region', { name: 'Review request' });
    expect(note).toHaveTextContent('How was your trip in the Toyota Camry 2021? Rate the car and its owner.');
    expect(screen.getByRole('link', { name: 'Rate it' })).toHaveAttribute('href', '/en/booking/5#review');
    expect(screen.getByRole('button', { name: 'Not now' })).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });
});
