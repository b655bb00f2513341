/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/lib/api/endpoints';
import uk from '@/messages/uk.json';
import { DeleteAccount } from './DeleteAccount';

function setup(dueAt: string | null, fetchMock: (url: string, init: RequestInit) => Promise<Response>) {
  const spy = vi.fn(fetchMock);
  vi.stubGlobal('fetch', spy);
  render(
    <NextIntlClientProvider locale="uk" messages={uk} timeZone="Europe/Kyiv">
      <DeleteAccount dueAt={dueAt} />
    </NextIntlClientProvider>,
  );
  return { spy, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DeleteAccount', () => {
  it('schedules the deletion and shows its date', async () => {
    const { spy, user } = setup(null, async () => new Response(JSON.stringify({ data: { deletion_due_at: '2026-03-04T10:00:00.000Z' } }), { status: 200 }));
    await user.click(screen.getByRole('button', { name: uk.Settings.deleteButton }));
    await user.click(screen.getByRole('button', { name: uk.Settings.deleteConfirm }));
    expect(await screen.findByRole('status')).toHaveTextContent('4 березня 2026');
    expect(spy.mock.calls[0]![0]).toBe(endpoints.deleteRequest.path);
    expect(screen.getByRole('button', { name: uk.Settings.cancelDeletion })).toBeEnabled();
  });

  it('shows the server’s refusal (open bookings)', async () => {
    const { user } = setup(null, async () =>
      new Response(JSON.stringify({ error: { code: 'active_bookings', message: uk.Errors.active_bookings, requestId: 'r1' } }), { status: 409 }),
    );
    await user.click(screen.getByRole('button', { name: uk.Settings.deleteButton }));
    await user.click(screen.getByRole('button', { name: uk.Settings.deleteConfirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(uk.Errors.active_bookings);
  });

  it('explains a proxy’s bare 502 in our own words and lets the user try again', async () => {
    const { spy, user } = setup('2026-03-04T10:00:00.000Z', async () => new Response('<html>Bad Gateway</html>', { status: 502 }));
    await user.click(screen.getByRole('button', { name: uk.Settings.cancelDeletion }));
    expect(await screen.findByRole('alert')).toHaveTextContent(uk.Errors.unavailable);
    expect(spy.mock.calls[0]![0]).toBe(endpoints.deleteCancel.path);
    expect(screen.getByRole('button', { name: uk.Settings.cancelDeletion })).toBeEnabled();
  });
});
