import { describe, expect, it } from 'vitest';
import { RESET_TTL_MINUTES } from '@/lib/accounts/lifetimes';
import { BOOKING_NOTICE_KINDS, BOOKING_NOTICES, type BookingNotice, isTransactional, type NoticeRole } from '@/lib/notifications/booking-notices';
import { CODE_RULES } from '@/lib/verification/code-rules';
import { renderEmail } from './render-email';

describe('how long a code or link is valid, in the e-mails', () => {
  it('states the real minutes with Ukrainian one/few/many forms', () => {
    const body = (minutes: number) => renderEmail({ name: 'verifyEmail', code: '123456', minutes }, 'uk', 'Олена').text;
    expect(body(CODE_RULES.email.ttlMinutes)).toContain('Він дійсний 30 хвилин.');
    expect(body(1)).toContain('Він дійсний 1 хвилину.');
    expect(body(2)).toContain('Він дійсний 2 хвилини.');
    expect(body(21)).toContain('Він дійсний 21 хвилину.');
  });

  it('states them in English', () => {
    expect(renderEmail({ name: 'verifyEmail', code: '123456', minutes: 30 }, 'en', 'Olena').text).toContain('It is valid for 30 minutes.');
    expect(renderEmail({ name: 'verifyEmail', code: '123456', minutes: 1 }, 'en', 'Olena').text).toContain('It is valid for 1 minute.');
  });

  it('says how long a reset link works, in both languages and both bodies', () => {
    const uk = renderEmail({ name: 'passwordReset', link: 'https://kermo.ua/password-reset/token/ab', minutes: RESET_TTL_MINUTES }, 'uk', 'Олена');
    expect(uk.text).toContain('Посилання дійсне 60 хвилин і спрацює один раз.');
    expect(uk.html).toContain('Посилання дійсне 60 хвилин і спрацює один раз.');
    expect(renderEmail({ name: 'passwordReset', link: 'https://kermo.ua/x', minutes: RESET_TTL_MINUTES }, 'en', 'Olena').text).toContain('valid for 60 minutes.');
  });
});

describe('booking e-mails: every notice, both languages, each recipient', () => {
  const link = 'https://kermo.ua/booking/42';
  // 10 December 2026, 10:00 and 12 December, 18:30 in Kyiv (UTC+2).
  const start = new Date('2026-12-10T08:00:00Z');
  const end = new Date('2026-12-12T16:30:00Z');
  const render = (notice: BookingNotice, role: NoticeRole, locale: 'uk' | 'en', options: { paid?: boolean; transactional?: boolean; amountKop?: number | null } = {}) =>
    renderEmail(
      {
        name: 'booking', notice, role, car: 'Toyota Camry 2021', start, end, link,
        amountKop: options.amountKop === undefined ? 140_050 : options.amountKop,
        paid: options.paid ?? true,
        transactional: options.transactional ?? isTransactional(notice, { paidKop: options.paid === false ? 0 : 1, extrasKop: 1 }),
      },
      locale,
      locale === 'uk' ? 'Олена' : 'Olena',
    );
  const cases = BOOKING_NOTICE_KINDS.flatMap((notice) => BOOKING_NOTICES[notice].flatMap((role) => (['uk', 'en'] as const).map((locale) => [notice, role, locale] as const)));

  it.each(cases)('%s to the %s in %s: a subject, the one action, the small print, nothing left unformatted', (notice, role, locale) => {
    const email = render(notice, role, locale);
    expect(email.subject).toContain('Toyota Camry 2021');
    for (const part of [email.subject, email.text, email.html]) {
      expect(part).not.toMatch(/[{}]/);
      expect(part).not.toContain('Emails.');
      expect(part).not.toContain('undefined');
    }
    // The action: a button and the address spelled out in the HTML, a labelled link in the text.
    expect(email.text).toMatch(new RegExp(`\\n\\n[^\\n]+: ${link}\\n\\n`));
    expect(email.html.match(/href="https:\/\/kermo\.ua\/booking\/42"/g)).toHaveLength(2);
    expect(email.html).toContain(`<html lang="${locale}">`);
    expect(email.html).toContain(`<title>${email.subject.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</title>`);
    const always = locale === 'uk' ? 'незалежно від налаштувань сповіщень' : 'whatever your notification settings';
    const optional = locale === 'uk' ? 'можна вимкнути в налаштуваннях' : 'You can turn off e-mails about bookings';
    const transactional = isTransactional(notice, { paidKop: 1, extrasKop: 1 });
    expect(email.text.includes(always), 'the transactional line').toBe(transactional);
    expect(email.html.includes(always)).toBe(transactional);
    expect(email.text.includes(optional), 'the opt-out line').toBe(!transactional);
  });

  it('dates are Kyiv time with genitive months, money is grouped hryvnias', () => {
    const uk = render('confirmed', 'renter', 'uk');
    expect(uk.text).toContain('з 10 грудня 2026 р. о 10:00 до 12 грудня 2026 р. о 18:30');
    expect(uk.text).toContain('Оплатіть 1\u00a0400,50\u00a0₴ до кінцевого терміну');
    expect(uk.text.startsWith('Вітаємо, Олена!')).toBe(true);
    const en = render('confirmed', 'renter', 'en');
    expect(en.text).toContain('from 10 December 2026 at 10:00 to 12 December 2026 at 18:30');
    expect(en.text).toContain('Pay ₴1\u00a0400.50 by the deadline');
  });

  it('speaks to each side of the booking in its own words', () => {
    for (const notice of BOOKING_NOTICE_KINDS.filter((kind) => BOOKING_NOTICES[kind].length === 2)) {
      for (const locale of ['uk', 'en'] as const) {
        const renter = render(notice, 'renter', locale);
        const owner = render(notice, 'owner', locale);
        if (['cancelled_by_operator', 'change_proposed', 'change_answered'].includes(notice)) continue;
        expect(owner.text, `${notice} ${locale}`).not.toBe(renter.text);
      }
    }
    expect(render('paid', 'owner', 'uk').text).toContain('Орендар оплатив бронювання');
    expect(render('paid', 'renter', 'uk').text).toContain('Ми отримали оплату 1\u00a0400,50\u00a0₴');
    expect(render('review_received', 'owner', 'en').subject).toBe('A new review of a trip: Toyota Camry 2021');
    expect(render('review_received', 'renter', 'uk').subject).toBe('Власник залишив вам відгук: Toyota Camry 2021');
  });

  it('promises a refund only when something was paid, and only to the renter', () => {
    expect(render('cancelled_by_owner', 'renter', 'uk', { paid: true }).text).toContain('Сплачене — 1\u00a0400,50\u00a0₴ — повернеться на вашу картку повністю.');
    expect(render('cancelled_by_owner', 'renter', 'uk', { paid: false, amountKop: 0 }).text).not.toContain('повернеться');
    expect(render('cancelled_by_operator', 'owner', 'en', { paid: true }).text).not.toContain('refunded');
    expect(render('cancelled_by_operator', 'renter', 'en', { paid: true }).text).toContain('What you paid, ₴1\u00a0400.50, will be refunded to your card in full.');
  });

  it('escapes what people typed into the HTML', () => {
    const email = renderEmail({ name: 'booking', notice: 'requested', role: 'owner', car: 'BMW <X5> & "Co"', start, end, link, amountKop: null, paid: false, transactional: false }, 'uk', '<b>Олена</b>');
    expect(email.html).not.toContain('<X5>');
    expect(email.html).not.toContain('<b>Олена</b>');
    expect(email.html).toContain('BMW &#60;X5&#62; &#38; &#34;Co&#34;');
  });
});

describe('the end of a rental with extras', () => {
  it('gives the renter the receipt of the extras taken', () => {
    const base = { name: 'booking' as const, notice: 'completed' as const, role: 'renter' as const, car: 'Toyota Camry 2021', start: new Date('2026-12-10T08:00:00Z'), end: new Date('2026-12-12T08:00:00Z'), link: 'https://kermo.ua/booking/42', paid: true };
    expect(renderEmail({ ...base, amountKop: 220_000, transactional: true }, 'uk', 'Олена').text).toContain('Доплату 2\u00a0200\u00a0₴ отримано, квитанція — у розділі «Платежі».');
    expect(renderEmail({ ...base, amountKop: null, transactional: false }, 'uk', 'Олена').text).not.toContain('Доплату');
    expect(renderEmail({ ...base, amountKop: 220_000, transactional: true }, 'en', 'Olena').text).toContain('The extra charges of ₴2\u00a0200 have been received');
  });
});
