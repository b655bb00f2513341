import { expect, type Page, test } from '@playwright/test';
import { addDays, kyivToday } from '../../lib/time/iso-date';
import { kyivDateTimeToInstant } from '../../lib/time/kyiv-clock';
import { expectNoSidewaysScroll, hostWithListedCar, verifiedRenter } from './booking-helpers';
import { post } from './car-helpers';
import { open } from './helpers';
import { expectNoAxeViolations } from './axe';

/**
 * The booking chat and the status poll (issue 14, docs/chat.md) with two people in two browsers: a
 * message sent by one reaches the other's open page within a poll (every 2 seconds in this test build,
 * lib/chat/limits.ts; 10 in production), the badge counts go
 * up and come down once read, contact details are masked before payment, and the owner's
 * confirmation shows on the renter's open booking page without a reload. Both languages, at 1280 and
 * 375 px (on a phone the conversation is a tab).
 */

const WORDS = {
  uk: {
    prefix: '',
    tab: /^Листування/,
    field: 'Ваше повідомлення',
    send: 'Надіслати',
    log: 'Повідомлення',
    delivered: 'доставлено',
    read: 'прочитано',
    masking: /номери телефонів, пошта, посилання/,
    maskedNote: '1 контакт приховано до оплати',
    question: 'Добрий день! Можна забрати авто о 9:00? Мій номер +380 67 123 45 67',
    questionShown: 'Добрий день! Можна забрати авто о 9:00? Мій номер •••',
    answer: 'Так, о 9:00 зручно.\nЧекаю біля під’їзду.',
    next: 'Що далі',
    awaiting: 'Очікує підтвердження',
    confirmed: 'Підтверджено',
  },
  en: {
    prefix: '/en',
    tab: /^Messages/,
    field: 'Your message',
    send: 'Send',
    log: 'Messages',
    delivered: 'delivered',
    read: 'read',
    masking: /phone numbers, e-mail addresses, links/,
    maskedNote: '1 contact detail hidden until payment',
    question: 'Hello! Can I pick the car up at 9:00? My number is +380 67 123 45 67',
    questionShown: 'Hello! Can I pick the car up at 9:00? My number is •••',
    answer: 'Yes, 9:00 works.\nI will wait at the entrance.',
    next: 'What happens next',
    awaiting: 'Awaiting confirmation',
    confirmed: 'Confirmed',
  },
} as const;

/** What "within one poll" means on a busy CI machine: the production interval (10 s) and then some. */
const POLL = { timeout: 15_000 };

function rentalDates() {
  let start = addDays(kyivToday(), 21);
  while (new Date(`${start}T12:00:00Z`).getUTCDay() !== 2) start = addDays(start, 1);
  return { start, end: addDays(start, 3) };
}

/** On a phone the conversation is the second tab of the booking page. */
async function showChat(page: Page, tab: RegExp) {
  if (page.viewportSize()!.width < 1024) await page.getByRole('tab', { name: tab }).click();
}

const badge = (page: Page) => page.getByTestId('notification-badge');

/** `KERMO_SHOTS=1`: screenshots for looking at the screens — the test's width, and 1024 on desktop too. */
async function shots(page: Page, name: string) {
  if (!process.env.KERMO_SHOTS) return;
  const size = page.viewportSize()!;
  for (const width of size.width > 1024 ? [size.width, 1024] : [size.width]) {
    await page.setViewportSize({ width, height: size.height });
    await page.screenshot({ path: `/tmp/kermo-shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

for (const lang of ['uk', 'en'] as const) {
  const w = WORDS[lang];

  test(`the renter and the owner talk on the booking page, badges follow, a confirmation shows without a reload (${lang})`, async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const host = await hostWithListedCar(browser, baseURL!, page, lang);
    await verifiedRenter(browser, baseURL!, page);
    const dates = rentalDates();
    const { booking } = (await post(page.request, baseURL!, '/api/profile/booking/create', {
      car_id: host.car.id,
      start: kyivDateTimeToInstant(`${dates.start}T10:00`).toISOString(),
      end: kyivDateTimeToInstant(`${dates.end}T10:00`).toISOString(),
      accept_terms: true,
      lang,
    })) as { booking: { id: number } };
    const bookingUrl = `${w.prefix}/booking/${booking.id}`;

    // The owner waits in my activity; the renter writes with a phone number in it.
    await open(host.page, `${w.prefix}/myactivity`);
    await open(page, bookingUrl);
    await showChat(page, w.tab);
    await expect(page.getByText(w.masking)).toBeVisible();
    await page.getByRole('textbox', { name: w.field }).fill(w.question);
    await page.getByRole('button', { name: w.send, exact: true }).click();
    const log = page.getByRole('log', { name: w.log });
    await expect(log.getByRole('listitem').last()).toContainText(w.questionShown);
    await expect(log.getByRole('listitem').last()).toContainText(w.maskedNote);
    await expect(log.getByRole('listitem').last()).toContainText(w.delivered);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // Within one poll the owner's badge counts it (the request's notification as well).
    await expect(badge(host.page)).toHaveText(/^[1-9]/, POLL);
    const before = Number(await badge(host.page).textContent());
    // The owner opens the booking: the request's notification is read, the message shows and is read.
    await open(host.page, bookingUrl);
    await showChat(host.page, w.tab);
    const hostLog = host.page.getByRole('log', { name: w.log });
    await expect(hostLog).toContainText(w.questionShown, POLL);
    await expect(badge(host.page)).toHaveCount(0, POLL);
    expect(before).toBeGreaterThanOrEqual(1);
    // The renter sees it read within a poll.
    await expect(log.getByRole('listitem').last()).toContainText(w.read, POLL);

    // The owner answers on two lines; the renter's open page shows it within a poll, lines kept.
    await host.page.getByRole('textbox', { name: w.field }).fill(w.answer);
    await host.page.getByRole('button', { name: w.send, exact: true }).click();
    await expect(hostLog.getByRole('listitem').last()).toContainText(w.delivered);
    await expect(log.getByRole('listitem').last()).toContainText(w.answer.split('\n')[1]!, POLL);
    expect(await log.getByRole('listitem').last().locator('p').first().innerText()).toBe(w.answer);
    await expectNoAxeViolations(host.page);
    await shots(page, `chat-renter-${lang}`);

    // The owner's inbox lists the conversation, the last message theirs, and leads to the chat.
    await open(host.page, `${w.prefix}/messages`);
    const row = host.page.getByRole('link', { name: new RegExp(host.car.title) });
    await expect(row).toContainText(w.answer.split('\n')[0]!);
    await expect(row).toHaveAttribute('href', new RegExp(`/booking/${booking.id}#chat$`));
    await expectNoAxeViolations(host.page);
    await expectNoSidewaysScroll(host.page);
    await shots(host.page, `inbox-owner-${lang}`);

    // A draft survives a reload.
    await page.getByRole('textbox', { name: w.field }).fill('Чернетка / draft');
    await open(page, bookingUrl);
    await showChat(page, w.tab);
    await expect(page.getByRole('textbox', { name: w.field })).toHaveValue('Чернетка / draft');

    // The owner confirms (from their own session); the renter's open page follows within a poll.
    if (page.viewportSize()!.width < 1024) await page.getByRole('tab', { name: lang === 'uk' ? 'Бронювання' : 'Booking' }).click();
    const next = page.getByRole('region', { name: w.next });
    await expect(next).toContainText(w.awaiting);
    await post(host.page.request, baseURL!, '/api/profile/booking/confirm', { booking_id: booking.id, lang });
    await expect(next).toContainText(w.confirmed, POLL);
    await host.context.close();
  });
}
