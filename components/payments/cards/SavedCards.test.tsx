/** @vitest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/lib/api/endpoints';
import type { TSavedCard } from '@/lib/payments/cabinet-contracts';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { SavedCards } from './SavedCards';

const time = (at: string) => ({ at, local: at.slice(0, 16) });
const CARDS: TSavedCard[] = [
  { id: 7, provider: 'sandbox', pan_masked: '424242******4242', last_four: '4242', created: time('2026-03-01T08:00:00.000Z'), last_used: time('2026-03-14T22:30:00.000Z') },
  { id: 9, provider: 'sandbox', pan_masked: null, last_four: 'XXXX', created: time('2026-02-01T08:00:00.000Z'), last_used: null },
];

function show(locale: 'uk' | 'en', reply: (url: string, init: RequestInit) => Response) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => reply(url, init));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en} timeZone="Europe/Kyiv">
      <SavedCards initial={CARDS} level={2} />
    </NextIntlClientProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

const ok = (cardId: number) => new Response(JSON.stringify({ data: { card_id: cardId, removed: true } }), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('SavedCards', () => {
  it('shows each card by its last four digits (XXXX when unknown) with when it was last used, in Kyiv time', () => {
    show('uk', () => ok(7));
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Картка •••• 4242');
    expect(items[0]).toHaveTextContent('Востаннє використано 15.03.2026, 00:30');
    expect(items[1]).toHaveTextContent('Картка •••• XXXX');
    expect(items[1]).toHaveTextContent('Додано 01.02.2026, 10:00');
  });

  it('asks before removing, by keyboard alone: Escape keeps the card and gives focus back, Enter on confirm removes it', async () => {
    const { fetchMock, user } = show('uk', (_url, init) => ok(JSON.parse(String(init.body)).card_id));
    const removeButton = screen.getByRole('button', { name: 'Видалити картку •••• 4242' });

    await user.tab();
    expect(removeButton).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Видалити картку •••• 4242?' });
    expect(dialog).toHaveAccessibleDescription(uk.CabinetPayments.cards.confirmText);
    expect(within(dialog).getByRole('button', { name: 'Так, видалити' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(removeButton).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    // Tab stays inside the dialog: from "Keep it" it wraps round to confirm.
    await user.keyboard(' ');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Залишити' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Так, видалити' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Картку •••• 4242 видалено.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(endpoints.cardRemove.path);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({ card_id: 7, lang: 'uk' });
    expect(screen.queryByRole('button', { name: 'Видалити картку •••• 4242' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Видалити картку •••• XXXX' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The button that had focus is gone: the message has it.
    await vi.waitFor(() => expect(status).toHaveFocus());
  });

  it('keeps the card and says why when the server refuses (English)', async () => {
    const { user } = show('en', () =>
      new Response(JSON.stringify({ error: { code: 'not_found', message: en.Errors.not_found, requestId: 'r1' } }), { status: 404, headers: { 'content-type': 'application/json' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove card •••• XXXX' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.Errors.not_found);
    expect(screen.getByRole('button', { name: 'Remove card •••• XXXX' })).toBeInTheDocument();
  });

  it('says there are none, and how a card gets here', () => {
    vi.stubGlobal('fetch', vi.fn());
    render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Kyiv">
        <SavedCards initial={[]} level={3} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Saved cards' })).toBeInTheDocument();
    expect(screen.getByText(en.CabinetPayments.cards.empty)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
