import { findContactDetails } from '@/lib/cars/contact-details';
import { type BookingStatus, FINAL_STATUSES } from '@/lib/bookings/status';
import { CHAT_LIMITS } from './limits';

const DAY_MS = 86_400_000;

/** Statuses after which nothing more happens to a booking: its conversation closes 30 days on. */
const CLOSED: readonly BookingStatus[] = FINAL_STATUSES;

type ChatBooking = { status: number; endAt: Date; closedAt: Date | null; updatedAt: Date; paidAt: Date | null };

/**
 * Until when the parties may write (docs/chat.md "When"): a booking still under way has no end to
 * its conversation; a closed one keeps it open for 30 days after the later of its end and the moment
 * it closed (a request rejected in March for a trip in May stays open until June: the renter may
 * still ask about other dates).
 */
export function chatOpenUntil(booking: ChatBooking): Date | null {
  if (!CLOSED.includes(booking.status as BookingStatus)) return null;
  const closed = booking.closedAt ?? booking.updatedAt;
  return new Date(Math.max(booking.endAt.getTime(), closed.getTime()) + CHAT_LIMITS.openDaysAfter * DAY_MS);
}

export function chatIsOpen(booking: ChatBooking, now: Date): boolean {
  const until = chatOpenUntil(booking);
  return until === null || now < until;
}

/**
 * Contact details and links are masked until the booking is paid: before there is a deposit and an
 * agreement, a phone number in the chat is how deals leave the platform. Paid once, they pass —
 * even if it is cancelled later (the parties have then met through a real booking).
 */
export const masksContacts = (booking: Pick<ChatBooking, 'paidAt'>): boolean => booking.paidAt === null;

/**
 * Direction controls (right-to-left override, isolates, marks) make the browser show text in
 * another order than it is stored: "\u202E7654321760" reads as a phone number on screen while the
 * detector sees it backwards. A chat has no use for them; they are removed from every message.
 */
export const withoutDirectionControls = (text: string) => text.replace(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g, '');

/** How much of the sender's previous messages a split contact detail is looked for in. */
const EARLIER_CHARS = 200;
const MASK = '•••';

/**
 * The text as it will be stored and shown, and how many details were hidden. `earlier`: the
 * sender's last few messages (oldest first): a number typed over two messages ("067 123", then
 * "45 67") is found across them, and the part in this message is masked (what was sent before has
 * been seen already, and alone it is not a number).
 */
export function maskedText(text: string, earlier: readonly string[] = []): { text: string; count: number } {
  const before = earlier.length ? `${earlier.join(' ').slice(-EARLIER_CHARS)} ` : '';
  const offset = before.length;
  const spans = findContactDetails(before + text)
    .filter((match) => match.end > offset)
    .map((match) => ({ start: Math.max(0, match.start - offset), end: match.end - offset }));
  if (!spans.length) return { text, count: 0 };
  let out = '';
  let from = 0;
  for (const span of spans) {
    out += text.slice(from, span.start) + MASK;
    from = span.end;
  }
  return { text: out + text.slice(from), count: spans.length };
}
