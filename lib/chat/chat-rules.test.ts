import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import { chatIsOpen, chatOpenUntil, maskedText, masksContacts, withoutDirectionControls } from './chat-rules';

const endAt = new Date('2026-12-14T08:00:00Z');
const updatedAt = new Date('2026-12-01T08:00:00Z');
const DAY = 86_400_000;

describe('chat rules (docs/chat.md)', () => {
  it('a booking under way keeps its conversation open, whatever the date', () => {
    for (const status of [BOOKING_STATUS.requested, BOOKING_STATUS.paid, BOOKING_STATUS.active, BOOKING_STATUS.extrasDue, BOOKING_STATUS.extrasFailed]) {
      expect(chatOpenUntil({ status, endAt, closedAt: null, updatedAt, paidAt: null })).toBeNull();
      expect(chatIsOpen({ status, endAt, closedAt: null, updatedAt, paidAt: null }, new Date('2030-01-01'))).toBe(true);
    }
  });

  it('a closed booking stays open 30 days after the later of its end and its closing', () => {
    const completed = { status: BOOKING_STATUS.completed, endAt, closedAt: new Date('2026-12-15T10:00:00Z'), updatedAt, paidAt: updatedAt };
    expect(chatOpenUntil(completed)).toEqual(new Date('2027-01-14T10:00:00Z'));
    expect(chatIsOpen(completed, new Date('2027-01-14T09:59:59Z'))).toBe(true);
    expect(chatIsOpen(completed, new Date('2027-01-14T10:00:00Z'))).toBe(false);
    // Rejected long before the trip: counted from the trip's end.
    const rejected = { status: BOOKING_STATUS.rejected, endAt, closedAt: null, updatedAt, paidAt: null };
    expect(chatOpenUntil(rejected)).toEqual(new Date(endAt.getTime() + 30 * DAY));
    // Cancelled after the end would have been (a late cancellation by an operator): from then.
    const late = { status: BOOKING_STATUS.cancelled, endAt, closedAt: null, updatedAt: new Date('2026-12-20T08:00:00Z'), paidAt: null };
    expect(chatOpenUntil(late)).toEqual(new Date('2027-01-19T08:00:00Z'));
  });

  it('masks contact details until the booking is paid', () => {
    expect(masksContacts({ paidAt: null })).toBe(true);
    expect(masksContacts({ paidAt: updatedAt })).toBe(false);
    expect(maskedText('Пишіть у телеграм @olena_cars або +38 (067) 123-45-67')).toEqual({ text: 'Пишіть у ••• або •••', count: 2 });
    expect(maskedText('Заберу о 10:00 біля ТРЦ, пробіг 120 000 км')).toEqual({ text: 'Заберу о 10:00 біля ТРЦ, пробіг 120 000 км', count: 0 });
  });

  it('finds a number split over two messages and masks the part in the new one', () => {
    expect(maskedText('45 67', ['мій номер 067 123'])).toEqual({ text: '•••', count: 1 });
    expect(maskedText('45 67, дзвоніть', ['мій номер 067 123'])).toEqual({ text: '•••, дзвоніть', count: 1 });
    // Ordinary figures next to each other are not a number.
    expect(maskedText('о 10:30 біля ТРЦ', ['Пробіг 120 000 км'])).toEqual({ text: 'о 10:30 біля ТРЦ', count: 0 });
    expect(maskedText('Дякую!', ['Мій номер •••'])).toEqual({ text: 'Дякую!', count: 0 });
  });

  it('drops direction controls that would show a number the detector reads backwards', () => {
    const reversed = '\u202E7654321760';
    expect(withoutDirectionControls(reversed)).toBe('7654321760');
    // Without the override the screen shows what the detector read: the digits backwards, no number.
    expect(withoutDirectionControls('a\u2066b\u2069c\u200Fd\u061Ce')).toBe('abcde');
  });
});
