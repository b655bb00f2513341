import { maskContactDetails, findContactDetails } from '@/lib/cars/contact-details';
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

/** The text as it will be stored and shown, and how many details were hidden. */
export function maskedText(text: string): { text: string; count: number } {
  const count = findContactDetails(text).length;
  return count ? { text: maskContactDetails(text), count } : { text, count: 0 };
}
