/** @vitest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TChatMessage } from '@/lib/chat/contracts';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { ChatPanel } from './ChatPanel';

type Reply = { status: number; body: unknown };
let replies: Record<string, Reply[]> = {};
let fetchMock: ReturnType<typeof vi.fn>;

const thread = (overrides: Record<string, unknown> = {}) => ({ booking_id: 77, role: 'renter', can_write: true, masking: true, other: { name: 'Олена К.', photo: null }, their_read_up_to: 0, ...overrides });
const message = (id: number, overrides: Partial<TChatMessage> = {}): TChatMessage => ({
  id,
  client_id: `c${id}`,
  mine: false,
  sender: 'owner',
  text: `№ ${id}`,
  masked: 0,
  photo: null,
  at: '2026-12-01T08:05:00.000Z',
  read: false,
  ...overrides,
});

beforeEach(() => {
  replies = {};
  window.localStorage.clear();
  fetchMock = vi.fn(async (url: string) => {
    const reply = replies[url]?.shift() ?? { status: 200, body: { data: { thread: thread(), messages: [], has_older: false } } };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const reply = (path: string, body: unknown, status = 200) => (replies[path] ??= []).push({ status, body });
const bodiesTo = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path).map(([, init]) => JSON.parse((init as RequestInit).body as string) as Record<string, unknown>);

function show(locale: 'uk' | 'en' = 'uk') {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en} timeZone="Europe/Kyiv">
      <ChatPanel bookingId={77} locale={locale} reading />
    </NextIntlClientProvider>,
  );
  return userEvent.setup();
}

describe('ChatPanel', () => {
  it('shows the conversation, says why contacts are hidden, and marks what is on screen read', async () => {
    reply('/api/profile/chat/messages', { data: { thread: thread(), messages: [message(5, { text: 'Дзвоніть •••', masked: 1 }), message(6, { mine: true, sender: 'renter', text: 'Добре', read: false })], has_older: false } });
    reply('/api/profile/chat/read', { data: { unread: 0 } });
    show();
    const log = await screen.findByRole('log', { name: 'Повідомлення' });
    expect(within(log).getByText('Дзвоніть •••')).toBeInTheDocument();
    expect(within(log).getByText('1 контакт приховано до оплати')).toBeInTheDocument();
    expect(within(log).getByText('01.12.2026')).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem').at(-1)).toHaveTextContent('Ви: Добре10:05 · доставлено');
    expect(screen.getByText(/номери телефонів, пошта, посилання/)).toBeInTheDocument();
    await waitFor(() => expect(bodiesTo('/api/profile/chat/read')).toEqual([{ booking_id: 77, up_to_id: 6, lang: 'uk' }]));
  });

  it('sends on Enter with a client id, keeps the draft across a reload, and retries a refused message with the same id', async () => {
    const user = show();
    const field = await screen.findByRole('textbox', { name: 'Ваше повідомлення' });
    await user.type(field, 'Буду о 10:00');
    expect(window.localStorage.getItem('kermo:chat-draft:0:77')).toBe('Буду о 10:00');
    reply('/api/profile/chat/send', { error: { code: 'network', message: '' } }, 503);
    await user.keyboard('{Enter}');
    const failed = await screen.findByText(/не надіслано/);
    expect(field).toHaveValue('');
    // Refused: the draft stays in the browser until the message is sent.
    expect(window.localStorage.getItem('kermo:chat-draft:0:77')).toBe('Буду о 10:00');
    const first = bodiesTo('/api/profile/chat/send')[0]!;
    expect(first).toMatchObject({ booking_id: 77, text: 'Буду о 10:00', lang: 'uk' });
    expect(String(first.client_id)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    reply('/api/profile/chat/send', { data: { message: message(9, { mine: true, sender: 'renter', client_id: String(first.client_id), text: 'Буду о 10:00' }) } });
    await user.click(within(failed.closest('li')!).getByRole('button', { name: 'Надіслати ще раз' }));
    await waitFor(() => expect(screen.getByRole('log').textContent).toContain('доставлено'));
    expect(bodiesTo('/api/profile/chat/send')[1]!.client_id).toBe(first.client_id);
    await waitFor(() => expect(window.localStorage.getItem('kermo:chat-draft:0:77')).toBeNull());
    expect(screen.getAllByText('Буду о 10:00')).toHaveLength(1);
  });

  it('refuses an empty message in words, and Shift+Enter starts a new line', async () => {
    const user = show('en');
    const field = await screen.findByRole('textbox', { name: 'Your message' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write a message or add a photo.');
    expect(field).toHaveAccessibleDescription(/Write a message or add a photo\./);
    await user.type(field, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(field).toHaveValue('Line one\nLine two');
    expect(bodiesTo('/api/profile/chat/send')).toEqual([]);
  });

  it('says when the conversation is closed, and offers no composer', async () => {
    reply('/api/profile/chat/messages', { data: { thread: thread({ can_write: false, masking: false }), messages: [message(1)], has_older: false } });
    show();
    expect(await screen.findByText(/Листування закрите: минуло 30 днів після поїздки/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('tells an operator the conversation is private unless disputed', async () => {
    reply('/api/profile/chat/messages', { error: { code: 'not_found', message: 'Не знайдено' } }, 404);
    show();
    expect(await screen.findByText(/Оператор може прочитати його, лише якщо є спір/)).toBeInTheDocument();
  });

  it('loads earlier messages on request', async () => {
    reply('/api/profile/chat/messages', { data: { thread: thread(), messages: [message(31), message(32)], has_older: true } });
    reply('/api/profile/chat/messages', { data: { thread: thread(), messages: [message(30)], has_older: false } });
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Показати попередні повідомлення' }));
    await waitFor(() => expect(screen.getByText('№ 30')).toBeInTheDocument());
    expect(bodiesTo('/api/profile/chat/messages').at(-1)).toMatchObject({ before_id: 31 });
    expect(screen.queryByRole('button', { name: 'Показати попередні повідомлення' })).not.toBeInTheDocument();
  });

  it('after my reply, still asks for what came before it: a message that arrived meanwhile is not skipped', async () => {
    reply('/api/profile/chat/messages', { data: { thread: thread(), messages: [message(5)], has_older: false } });
    const user = show();
    await user.type(await screen.findByRole('textbox', { name: 'Ваше повідомлення' }), 'Відповідь');
    // The server answers with the client id the page sent (fetch reads the body when called).
    fetchMock.mockImplementationOnce(async (_url: string, init: RequestInit) => {
      const sent = JSON.parse(init.body as string) as { client_id: string };
      return new Response(JSON.stringify({ data: { message: message(9, { mine: true, sender: 'renter', text: 'Відповідь', client_id: sent.client_id }) } }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('log').textContent).toContain('доставлено'));
    const clientId = String(bodiesTo('/api/profile/chat/send')[0]!.client_id);
    // The owner's message 7 came in just before the reply; the next poll asks for everything after 5.
    reply('/api/profile/chat/messages', { data: { thread: thread(), messages: [message(7, { text: 'Ви ще тут?' }), message(9, { mine: true, sender: 'renter', text: 'Відповідь', client_id: clientId })], has_older: false } });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(screen.getByText('Ви ще тут?')).toBeInTheDocument());
    expect(bodiesTo('/api/profile/chat/messages').at(-1)).toMatchObject({ after_id: 5 });
    const texts = within(screen.getByRole('log')).getAllByRole('listitem').map((item) => item.textContent);
    expect(texts.map((text) => text?.replace(/\d\d:\d\d.*$/, ''))).toEqual(['Олена К.: № 5', 'Олена К.: Ви ще тут?', 'Ви: Відповідь']);
  });
});
