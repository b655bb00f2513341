import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as inboxCall } from '@/app/api/profile/chat/inbox/route';
import { POST as messagesCall } from '@/app/api/profile/chat/messages/route';
import { GET as photoCall } from '@/app/api/profile/chat/photo/[id]/route';
import { POST as readCall } from '@/app/api/profile/chat/read/route';
import { POST as sendPhotoCall } from '@/app/api/profile/chat/send-photo/route';
import { POST as sendCall } from '@/app/api/profile/chat/send/route';
import { POST as statusCall } from '@/app/api/profile/chat/get-status/route';
import { ACCESS_TOKEN_COOKIE } from '@/lib/auth/constants';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import { getCurrentViewer } from '@/lib/server/accounts/get-current-viewer';
import type { TChatMessage, TChatStatus } from '@/lib/chat/contracts';
import { getDb } from '@/lib/server/db/client';
import { bookingEvents, bookings, chatMessages, chatThreads, notifications, reports } from '@/lib/server/db/schema';
import { CHAT_SEND_LIMIT } from '@/lib/server/chat/send-message';
import { consume } from '@/lib/server/security/rate-limit';
import { asUser } from '@/tests/support/bookings';
import { callRoute } from '@/tests/support/call-route';
import { createSignedInUser, unique } from '@/tests/support/factories';
import { createPayingBooking } from '@/tests/support/payments';

// The page's viewer reads the session cookie; here it is whatever the test sets.
const cookieJar = vi.hoisted(() => new Map<string, string>());
vi.mock('next/headers', () => ({ cookies: async () => ({ get: (name: string) => (cookieJar.has(name) ? { name, value: cookieJar.get(name) } : undefined) }) }));

afterEach(() => {
  vi.useRealTimers();
});

type Sent = { data: { message: TChatMessage } };
type Page = { data: { thread: { can_write: boolean; masking: boolean; their_read_up_to: number; role: string; other: { name: string } }; messages: TChatMessage[]; has_older: boolean } };
type Status = { data: TChatStatus };

const send = (token: string, bookingId: number, text: string, clientId = `c-${unique()}`) => asUser<Sent>(sendCall, token, { booking_id: bookingId, client_id: clientId, text });
const page = (token: string, bookingId: number, extra: Record<string, unknown> = {}) => asUser<Page>(messagesCall, token, { booking_id: bookingId, ...extra });
const status = (token: string, ids: number[] = []) => asUser<Status>(statusCall, token, { booking_ids: ids });

async function markPaid(bookingId: number) {
  const db = await getDb();
  await db.update(bookings).set({ status: BOOKING_STATUS.paid, paidAt: new Date() }).where(eq(bookings.id, bookingId));
}

function photoRequest(token: string | null, messageId: number) {
  const request = new Request(`http://localhost:3000/api/profile/chat/photo/${messageId}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return photoCall(request, { params: Promise.resolve({ id: String(messageId) }) });
}

describe('the booking chat (docs/chat.md)', () => {
  it('carries messages between the parties, masks contacts until paid, and counts what is unread', async () => {
    const { renter, owner, booking } = await createPayingBooking();
    const first = await send(renter.token, booking.id, '  Добрий день! Мій номер +380 67 123 45 67, пишіть у вайбер  ');
    expect(first.status).toBe(200);
    expect(first.json.data.message).toMatchObject({ mine: true, sender: 'renter', text: 'Добрий день! Мій номер •••, пишіть у вайбер', masked: 1, read: false, photo: null });
    // The original number is nowhere in the database.
    const db = await getDb();
    const stored = await db.select().from(chatMessages).where(eq(chatMessages.bookingId, booking.id));
    expect(JSON.stringify(stored)).not.toMatch(/123/);
    // The owner sees it unread: in the status poll and in the conversation.
    const polled = await status(owner.token, [booking.id]);
    expect(polled.json.data.count_notifications).toBeGreaterThanOrEqual(1);
    expect(polled.json.data.bookings.find((item) => item.id === booking.id)).toEqual({ id: booking.id, as: 'owner', status: BOOKING_STATUS.paying, unread_messages: 1, notifications: { status: false } });
    const seen = await page(owner.token, booking.id);
    // Sending does not mark anything read for the sender: the renter has read nothing of the owner's yet.
    expect(seen.json.data.thread).toMatchObject({ role: 'owner', can_write: true, masking: true, their_read_up_to: 0 });
    // The sender's own id for the message is theirs: to the owner it is not shown (it could carry a number).
    expect(seen.json.data.messages).toEqual([expect.objectContaining({ mine: false, sender: 'renter', read: false, client_id: '' })]);
    // Read: the count drops, the renter's message shows as read to the renter.
    expect((await asUser(readCall, owner.token, { booking_id: booking.id, up_to_id: first.json.data.message.id })).json).toEqual({ data: { unread: 0 } });
    expect((await status(owner.token, [booking.id])).json.data.bookings.find((item) => item.id === booking.id)?.unread_messages).toBe(0);
    expect((await page(renter.token, booking.id)).json.data.messages[0]).toMatchObject({ mine: true, read: true });
    // Paid: contact details pass from now on; what was masked stays masked.
    await markPaid(booking.id);
    const after = await send(owner.token, booking.id, 'Мій телефон +380 67 765 43 21, e-mail olena@example.com');
    expect(after.json.data.message).toMatchObject({ text: 'Мій телефон +380 67 765 43 21, e-mail olena@example.com', masked: 0 });
    const all = await page(renter.token, booking.id);
    expect(all.json.data.thread.masking).toBe(false);
    expect(all.json.data.messages.map((message) => message.text)).toEqual(['Добрий день! Мій номер •••, пишіть у вайбер', 'Мій телефон +380 67 765 43 21, e-mail olena@example.com']);
  });

  it('a repeated send with the same client id is one message, even in parallel', async () => {
    const { renter, owner, booking } = await createPayingBooking();
    const clientId = `retry-${unique()}`;
    const replies = await Promise.all([send(renter.token, booking.id, 'Буду о 10:00', clientId), send(renter.token, booking.id, 'Буду о 10:00', clientId), send(renter.token, booking.id, 'Буду о 10:00', clientId)]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(new Set(replies.map((reply) => reply.json.data.message.id)).size).toBe(1);
    const db = await getDb();
    expect(await db.select().from(chatMessages).where(eq(chatMessages.bookingId, booking.id))).toHaveLength(1);
    const [thread] = await db.select().from(chatThreads).where(eq(chatThreads.userId, owner.user.id));
    expect(thread?.unread).toBe(1);
    // Parallel sends with different ids each count.
    await Promise.all(Array.from({ length: 5 }, (_, index) => send(renter.token, booking.id, `Повідомлення ${index + 1}`)));
    expect((await status(owner.token)).json.data.bookings.find((item) => item.id === booking.id)?.unread_messages).toBe(6);
  });

  it('nobody else reads or writes a conversation; an operator reads a disputed one and writes nothing', async () => {
    const { renter, owner, booking } = await createPayingBooking();
    const sent = await send(renter.token, booking.id, 'Привіт');
    const stranger = await createSignedInUser();
    const staff = await createSignedInUser({ isStaff: true });
    for (const token of [stranger.token, staff.token]) {
      expect((await page(token, booking.id)).json).toMatchObject({ error: { code: 'not_found' } });
      expect((await send(token, booking.id, 'Я теж тут')).status).toBe(404);
      expect((await asUser(readCall, token, { booking_id: booking.id, up_to_id: sent.json.data.message.id })).status).toBe(404);
    }
    expect((await status(stranger.token, [booking.id])).json.data.bookings).toEqual([]);
    expect((await page(null as unknown as string, booking.id)).status).toBe(401);
    // Disputed: the operator reads, sees the renter's side, and cannot write.
    const db = await getDb();
    await db.insert(bookingEvents).values({ bookingId: booking.id, action: 'dispute_end_mileage', actor: 'renter', actorId: renter.user.id, fromStatus: 11, toStatus: 9, reason: 'Не той пробіг' });
    const read = await page(staff.token, booking.id);
    expect(read.json.data.thread).toMatchObject({ role: 'operator', can_write: false });
    expect(read.json.data.messages).toHaveLength(1);
    expect((await send(staff.token, booking.id, 'Оператор')).json).toMatchObject({ error: { code: 'forbidden' } });
    // The same id as someone else's message is not theirs to find.
    expect((await send(owner.token, booking.id, 'Інше', sent.json.data.message.client_id)).json.data.message.id).not.toBe(sent.json.data.message.id);
  });

  it('closes 30 days after the trip: reading stays, writing is refused in words', async () => {
    const { renter, owner, booking } = await createPayingBooking();
    await send(renter.token, booking.id, 'Дякую за поїздку');
    const db = await getDb();
    const closedAt = new Date(Date.now() - 31 * 86_400_000);
    await db.update(bookings).set({ status: BOOKING_STATUS.completed, paidAt: closedAt, startAt: new Date(closedAt.getTime() - 2 * 86_400_000), endAt: closedAt, closedAt }).where(eq(bookings.id, booking.id));
    const refused = await send(owner.token, booking.id, 'Будь ласка');
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ error: { code: 'chat_closed', message: 'Листування за цим бронюванням закрите: минуло 30 днів після поїздки.' } });
    const read = await page(owner.token, booking.id);
    expect(read.json.data.thread.can_write).toBe(false);
    expect(read.json.data.messages).toHaveLength(1);
    // A closed booking leaves the poll unless asked for.
    expect((await status(owner.token)).json.data.bookings.map((item) => item.id)).not.toContain(booking.id);
    expect((await status(owner.token, [booking.id])).json.data.bookings.map((item) => item.id)).toContain(booking.id);
  });

  it('pages older messages on scroll and fetches what arrived since', async () => {
    const { renter, owner, booking } = await createPayingBooking();
    const ids: number[] = [];
    for (let index = 1; index <= 35; index++) ids.push((await send(index % 2 ? renter.token : owner.token, booking.id, `№ ${index}`)).json.data.message.id);
    const newest = await page(renter.token, booking.id);
    expect(newest.json.data.messages.map((message) => message.text)).toEqual(Array.from({ length: 30 }, (_, index) => `№ ${index + 6}`));
    expect(newest.json.data.has_older).toBe(true);
    const older = await page(renter.token, booking.id, { before_id: ids[5] });
    expect(older.json.data.messages.map((message) => message.text)).toEqual(['№ 1', '№ 2', '№ 3', '№ 4', '№ 5']);
    expect(older.json.data.has_older).toBe(false);
    const since = await page(renter.token, booking.id, { after_id: ids[32] });
    expect(since.json.data.messages.map((message) => message.text)).toEqual(['№ 34', '№ 35']);
    // A read mark past the newest message stops at it.
    await asUser(readCall, owner.token, { booking_id: booking.id, up_to_id: 2_000_000_000 });
    const db = await getDb();
    const [thread] = await db.select().from(chatThreads).where(eq(chatThreads.userId, owner.user.id));
    expect(thread?.lastReadId).toBe(ids[34]);
  });

  it('lists conversations in the inbox, latest first, with unread counts', async () => {
    const { renter, owner, booking } = await createPayingBooking();
    await send(renter.token, booking.id, 'Перше питання');
    await send(renter.token, booking.id, 'І друге');
    const inbox = await asUser<{ data: { items: { booking_id: number; unread: number; role: string; last: { text: string; mine: boolean } | null; other: { name: string } }[] } }>(inboxCall, owner.token, {});
    const item = inbox.json.data.items.find((row) => row.booking_id === booking.id);
    expect(item).toMatchObject({ role: 'owner', unread: 2, last: { text: 'І друге', mine: false } });
    const mine = await asUser<{ data: { items: { booking_id: number; unread: number; last: { mine: boolean } | null }[] } }>(inboxCall, renter.token, {});
    expect(mine.json.data.items.find((row) => row.booking_id === booking.id)).toMatchObject({ unread: 0, last: { mine: true } });
  });

  it('counts unread notifications in the poll, per booking and in total', async () => {
    const { renter, booking } = await createPayingBooking();
    const before = (await status(renter.token)).json.data.count_notifications;
    const db = await getDb();
    await db.insert(notifications).values({ userId: renter.user.id, bookingId: booking.id, kind: 'confirmed' });
    const after = await status(renter.token);
    expect(after.json.data.count_notifications).toBe(before + 1);
    expect(after.json.data.bookings.find((item) => item.id === booking.id)?.notifications).toEqual({ status: true });
  });

  it('counts each side over all of the caller’s bookings, not only the current ones it lists', async () => {
    const { renter, owner, booking } = await createPayingBooking();
    await send(renter.token, booking.id, 'Дякую за поїздку');
    await send(renter.token, booking.id, 'Ключі в скриньці');
    const db = await getDb();
    // Two notifications about one booking make one "new" on its side, as the per-booking flag does.
    await db.insert(notifications).values([
      { userId: owner.user.id, bookingId: booking.id, kind: 'paid' },
      { userId: owner.user.id, bookingId: booking.id, kind: 'trip_started' },
    ]);
    const before = (await status(owner.token)).json.data;
    expect(before.unread_as).toEqual({ renter: 0, owner: 3 });
    expect(before.count_notifications).toBe(4);
    // Closed, the booking leaves the list the poll reports on; what is unread about it still counts.
    await db.update(bookings).set({ status: BOOKING_STATUS.completed, closedAt: new Date() }).where(eq(bookings.id, booking.id));
    const after = (await status(owner.token)).json.data;
    expect(after.bookings.find((item) => item.id === booking.id)).toBeUndefined();
    expect(after.unread_as).toEqual({ renter: 0, owner: 3 });
    expect((await status(renter.token)).json.data.unread_as).toEqual({ renter: 0, owner: 0 });
  });

  it('draws the page with the badge the poll would show (unread messages and notifications)', async () => {
    const { renter, owner, booking } = await createPayingBooking();
    await send(renter.token, booking.id, 'Чи можна забрати раніше?');
    await send(renter.token, booking.id, 'О 9:00');
    await (await getDb()).insert(notifications).values({ userId: owner.user.id, bookingId: booking.id, kind: 'paid' });
    const polled = (await status(owner.token)).json.data;
    expect(polled.count_notifications).toBeGreaterThanOrEqual(3);
    expect(polled.unread_as.owner).toBeGreaterThanOrEqual(3);
    cookieJar.set(ACCESS_TOKEN_COOKIE, owner.token);
    try {
      expect(await getCurrentViewer()).toMatchObject({ id: owner.user.id, notifications: polled.count_notifications, unreadAs: polled.unread_as });
    } finally {
      cookieJar.clear();
    }
  });

  it('keeps photos private to the conversation', async () => {
    const { renter, owner, booking } = await createPayingBooking();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).png().toBuffer();
    const form = new FormData();
    form.set('booking_id', String(booking.id));
    form.set('client_id', `photo-${unique()}`);
    form.set('text', 'Подряпина на бампері');
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'scratch.png');
    const sent = await callRoute<Sent>(sendPhotoCall, { rawBody: form, headers: { authorization: `Bearer ${owner.token}` } });
    expect(sent.status).toBe(200);
    const message = sent.json.data.message;
    expect(message).toMatchObject({ text: 'Подряпина на бампері', photo: `/api/profile/chat/photo/${message.id}` });
    const forRenter = await photoRequest(renter.token, message.id);
    expect(forRenter.status).toBe(200);
    expect(forRenter.headers.get('content-type')).toBe('image/webp');
    expect(forRenter.headers.get('cache-control')).toMatch(/^private/);
    expect((await photoRequest((await createSignedInUser()).token, message.id)).status).toBe(404);
    expect((await photoRequest(null, message.id)).status).toBe(404);
    // Not a picture: refused by its content.
    const bad = new FormData();
    bad.set('booking_id', String(booking.id));
    bad.set('client_id', `photo-${unique()}`);
    bad.set('file', new Blob([new Uint8Array(Buffer.from('not an image'))], { type: 'image/png' }), 'x.png');
    expect((await callRoute(sendPhotoCall, { rawBody: bad, headers: { authorization: `Bearer ${owner.token}` } })).status).toBe(422);
  });

  it('answers bad input with a 4xx in words, never a 500', async () => {
    const { renter, booking } = await createPayingBooking();
    const cases: Record<string, unknown>[] = [
      { booking_id: booking.id, client_id: `c-${unique()}`, text: '   ' },
      { booking_id: booking.id, client_id: `c-${unique()}`, text: 'a'.repeat(2001) },
      { booking_id: booking.id, client_id: 'short', text: 'Привіт' },
      { booking_id: booking.id, client_id: `c-${unique()}`, text: 'NUL \u0000 inside' },
      { booking_id: 2_147_483_648, client_id: `c-${unique()}`, text: 'Привіт' },
      { booking_id: booking.id, client_id: `c-${unique()}`, text: ['array'] },
      { booking_id: booking.id, client_id: `c-${unique()}`, text: '<b>bold</b>', extra: 1 },
    ];
    for (const body of cases) {
      const reply = await asUser(sendCall, renter.token, body);
      expect(reply.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(reply.status, JSON.stringify(body)).toBeLessThan(500);
    }
    expect((await status(renter.token, Array.from({ length: 51 }, (_, index) => index + 1))).status).toBe(422);
    expect((await status(renter.token, [0])).status).toBe(422);
    // HTML is text: stored and returned as typed, never interpreted.
    const html = await send(renter.token, booking.id, '<img src=x onerror=alert(1)>');
    expect(html.json.data.message.text).toBe('<img src=x onerror=alert(1)>');
  });

  it('masks a number split over two messages, and shows no text in another order than it was checked', async () => {
    const { renter, owner, booking } = await createPayingBooking();
    await send(renter.token, booking.id, 'Мій номер 067 123');
    const second = await send(renter.token, booking.id, '45 67, дзвоніть');
    expect(second.json.data.message).toMatchObject({ text: '•••, дзвоніть', masked: 1 });
    // A right-to-left override would show "0671234567" on screen while the text is stored reversed.
    const reversed = await send(renter.token, booking.id, 'ось: \u202Eelom.liamg@anelo');
    expect(reversed.json.data.message.text).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(reversed.json.data.message.text).toBe('ось: elom.liamg@anelo');
    const shown = (await page(owner.token, booking.id)).json.data.messages.map((message) => message.text);
    expect(shown).toEqual(['Мій номер 067 123', '•••, дзвоніть', 'ось: elom.liamg@anelo']);
  });

  it('opens a conversation to operators only for a dispute a party raised or an open report', async () => {
    const { renter, owner, booking } = await createPayingBooking();
    await send(renter.token, booking.id, 'Привіт');
    const staff = await createSignedInUser({ isStaff: true });
    const db = await getDb();
    // An operator's own step (sending an agreement back) opens nothing.
    await db.insert(bookingEvents).values({ bookingId: booking.id, action: 'reject_contract', actor: 'operator', actorId: staff.user.id, fromStatus: 17, toStatus: 16, reason: 'Немає підпису' });
    expect((await page(staff.token, booking.id)).status).toBe(404);
    // A report dismissed long ago opens nothing; an open one does.
    await db.insert(reports).values({ reporterId: renter.user.id, targetId: owner.user.id, reason: 1, status: 'dismissed' });
    expect((await page(staff.token, booking.id)).status).toBe(404);
    await db.insert(reports).values({ reporterId: owner.user.id, targetId: renter.user.id, reason: 1 });
    const read = await page(staff.token, booking.id);
    expect(read.status).toBe(200);
    // The operator is nobody's side: no message is "mine".
    expect(read.json.data.messages).toEqual([expect.objectContaining({ mine: false, sender: 'renter', client_id: '' })]);
  });

  it('limits how fast one person sends', async () => {
    const { renter, booking } = await createPayingBooking();
    await consume(CHAT_SEND_LIMIT, String(renter.user.id), new Date(), CHAT_SEND_LIMIT.max);
    const refused = await send(renter.token, booking.id, 'Ще одне');
    expect(refused.status).toBe(429);
    const db = await getDb();
    expect(await db.select().from(chatMessages).where(eq(chatMessages.bookingId, booking.id))).toHaveLength(0);
  });
});
