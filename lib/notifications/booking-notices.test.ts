import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { BOOKING_NOTICE_KINDS, BOOKING_NOTICES, EMAIL_RULES, isTransactional, noticeAmountKop, sendsSms, SMS_NOTICES } from './booking-notices';

const booking = { status: BOOKING_STATUS.paid, totalKop: 300_000, paidKop: 300_000, refundedKop: 0, extrasKop: 0, extrasPaidKop: 0, depositKop: 500_000 };

describe('the booking notices', () => {
  it('cover the events of issue 14 and have words for every channel they use', () => {
    for (const kind of ['requested', 'confirmed', 'rejected', 'expired', 'paid', 'payment_failed', 'contract_uploaded', 'contract_rejected', 'mileage_to_confirm', 'trip_started', 'ends_soon', 'trip_ended', 'extras_due', 'cancelled_by_renter', 'cancelled_by_owner', 'cancelled_unpaid', 'review_received']) {
      expect(BOOKING_NOTICE_KINDS).toContain(kind);
    }
    for (const kind of BOOKING_NOTICE_KINDS) {
      for (const messages of [uk, en]) {
        expect(messages.Emails.booking[kind], kind).toMatchObject({ subject: expect.any(String), body: expect.any(String), cta: expect.any(String) });
        expect(messages.Notifications.kinds[kind], kind).toEqual(expect.any(String));
      }
    }
    for (const [kind, roles] of Object.entries(SMS_NOTICES)) {
      // An SMS goes only to someone the notice is for, and has its words.
      expect(BOOKING_NOTICES[kind as keyof typeof BOOKING_NOTICES]).toEqual(expect.arrayContaining([...roles!]));
      expect(uk.Sms.booking[kind as keyof typeof uk.Sms.booking]).toEqual(expect.any(String));
    }
  });

  it('text only the urgent ones: a request waiting, a payment due, the trip starting', () => {
    expect(Object.keys(SMS_NOTICES).sort()).toEqual(['confirmed', 'deposit_needed', 'extras_due', 'instant_booked', 'requested', 'starts_soon']);
    expect(sendsSms('requested', 'owner')).toBe(true);
    expect(sendsSms('requested', 'renter')).toBe(false);
    expect(sendsSms('starts_soon', 'renter')).toBe(true);
    expect(sendsSms('paid', 'renter')).toBe(false);
    // A payment refused on the acquirer's page failed before the renter's eyes; extras refused on the saved card did not.
    expect(sendsSms('payment_failed', 'renter')).toBe(false);
    expect(sendsSms('payment_failed', 'renter', { unattended: true })).toBe(true);
    expect(uk.Sms.booking.payment_failed).toEqual(expect.any(String));
  });

  it('make the payment e-mails transactional, cancellations only when money had moved', () => {
    expect(BOOKING_NOTICE_KINDS.filter((kind) => EMAIL_RULES[kind] === 'always').sort()).toEqual(['deposit_needed', 'extras_due', 'paid', 'payment_failed']);
    expect(isTransactional('cancelled_by_renter', { paidKop: 0, extrasKop: 0 })).toBe(false);
    expect(isTransactional('cancelled_by_renter', { paidKop: 100, extrasKop: 0 })).toBe(true);
    expect(isTransactional('cancelled_unpaid', { paidKop: 0, extrasKop: 0 })).toBe(false);
    expect(isTransactional('completed', { paidKop: 100, extrasKop: 0 })).toBe(false);
    expect(isTransactional('completed', { paidKop: 100, extrasKop: 5_000 })).toBe(true);
    expect(isTransactional('starts_soon', { paidKop: 100, extrasKop: 0 })).toBe(false);
  });

  it('name the sum each one is about', () => {
    expect(noticeAmountKop('confirmed', booking)).toBe(300_000);
    expect(noticeAmountKop('paid', booking)).toBe(300_000);
    expect(noticeAmountKop('deposit_needed', booking)).toBe(500_000);
    expect(noticeAmountKop('extras_due', { ...booking, extrasKop: 70_000, extrasPaidKop: 20_000 })).toBe(50_000);
    // A refused extras charge names what is still due, a refused rental payment the rental.
    expect(noticeAmountKop('payment_failed', { ...booking, status: BOOKING_STATUS.extrasFailed, extrasKop: 70_000, extrasPaidKop: 20_000 })).toBe(50_000);
    expect(noticeAmountKop('payment_failed', { ...booking, status: BOOKING_STATUS.paymentFailed })).toBe(300_000);
    expect(noticeAmountKop('cancelled_by_owner', { ...booking, refundedKop: 300_000 })).toBe(300_000);
    expect(noticeAmountKop('completed', { ...booking, extrasKop: 70_000, extrasPaidKop: 70_000 })).toBe(70_000);
    expect(noticeAmountKop('completed', booking)).toBeNull();
    expect(noticeAmountKop('trip_started', booking)).toBeNull();
  });
});
