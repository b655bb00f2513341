import { expect, type Page, test } from '@playwright/test';
import { addDays, kyivToday } from '../../lib/time/iso-date';
import { kyivDateTimeToInstant } from '../../lib/time/kyiv-clock';
import { expectNoSidewaysScroll, hostWithListedCar, verifiedRenter } from './booking-helpers';
import { post } from './car-helpers';
import { open } from './helpers';
import { expectNoAxeViolations } from './axe';

/**
 * A booking's first steps (issue 12): a verified renter requests a car from its page, sees the
 * booking awaiting the owner's answer, the host confirms it in my activity, and the renter is told
 * to pay by the deadline; and a host declines a request with a reason the renter reads. The rest of
 * the trip, and cancellations, are in booking-trip.spec.ts. Both languages, at 1280 and 375 px (the
 * suite's projects), axe on every screen. `KERMO_SHOTS=1` saves them at 1280, 1024 and 768
 * (desktop) and 375 px (mobile).
 */

const WORDS = {
  uk: {
    prefix: '',
    book: 'Забронювати',
    formTitle: 'Запит на бронювання',
    terms: /Я погоджуюся з умовами оренди/,
    message: 'Повідомлення власнику (необов’язково)',
    request: 'Надіслати запит',
    next: 'Що далі',
    awaiting: 'Очікує підтвердження',
    answerBy: 'Власник відповість до',
    confirm: 'Підтвердити',
    confirmed: 'Запит підтверджено: Toyota Corolla 2021',
    confirmedStatus: 'Підтверджено',
    payBy: /Власник підтвердив бронювання\. Оплатіть його до \d\d\.\d\d\.\d{4}, \d\d:\d\d/,
    pay: 'Оплатити',
    reject: 'Відхилити запит',
    rejectSubmit: 'Відхилити',
    reason: 'Причина (необов’язково)',
    rejectedLine: 'Запит відхилено',
    rejectedStatus: 'Відхилено',
    because: 'Причина: Авто на ремонті цього тижня',
    history: 'Історія',
    cancelledTab: 'Скасовані',
    tabs: 'Поїздки за станом',
  },
  en: {
    prefix: '/en',
    book: 'Book',
    formTitle: 'Request to book',
    terms: /I accept the rental terms/,
    message: 'Message to the owner (optional)',
    request: 'Request to book',
    next: 'What happens next',
    awaiting: 'Awaiting confirmation',
    answerBy: 'The owner answers by',
    confirm: 'Confirm',
    confirmed: 'Request confirmed: Toyota Corolla 2021',
    confirmedStatus: 'Confirmed',
    payBy: /The owner confirmed the booking\. Pay by \d\d\/\d\d\/\d{4}, \d\d:\d\d/,
    pay: 'Pay',
    reject: 'Decline the request',
    rejectSubmit: 'Decline',
    reason: 'Reason (optional)',
    rejectedLine: 'Request declined',
    rejectedStatus: 'Rejected',
    because: 'Reason: Авто на ремонті цього тижня',
    history: 'History',
    cancelledTab: 'Cancelled',
    tabs: 'Trips by state',
  },
} as const;

/** Kyiv dates three weeks ahead, a Tuesday to a Friday at 10:00: within the new car's hours and term. */
function rentalDates() {
  let start = addDays(kyivToday(), 21);
  while (new Date(`${start}T12:00:00Z`).getUTCDay() !== 2) start = addDays(start, 1);
  return { start, end: addDays(start, 3) };
}

/** Screenshots for looking at the screens: the test's width, and on desktop 1024 and 768 too. */
async function shots(page: Page, name: string) {
  if (!process.env.KERMO_SHOTS) return;
  const size = page.viewportSize()!;
  for (const width of size.width > 1024 ? [size.width, 1024, 768] : [size.width]) {
    await page.setViewportSize({ width, height: size.height });
    await page.screenshot({ path: `/tmp/kermo-shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

for (const lang of ['uk', 'en'] as const) {
  const w = WORDS[lang];

  test(`a renter requests a car from its page, the host confirms it in my activity, the renter is told to pay (${lang})`, async ({ page, browser, baseURL }, info) => {
    test.setTimeout(150_000);
    const host = await hostWithListedCar(browser, baseURL!, page, lang);
    await verifiedRenter(browser, baseURL!, page);
    const dates = rentalDates();
    const tag = `${lang}-${info.project.name}`;

    // The car page's "Book" carries the dates to the request form.
    await open(page, `${host.car.url}?start=${dates.start}&end=${dates.end}`);
    await page.getByRole('link', { name: w.book, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/booking\\?car=${host.car.id}&start=${dates.start}&end=${dates.end}$`));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.formTitle);
    await expect(page.locator('[data-line="total"] dd')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await shots(page, `booking-form-${tag}`);
    await page.getByRole('textbox', { name: w.message }).fill('Їдемо до Карпат на вихідні.');
    await page.getByRole('checkbox', { name: w.terms }).check();
    await page.getByRole('button', { name: w.request, exact: true }).click();

    // The booking page: awaiting the owner's answer, with the deadline.
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/booking/\\d+$`));
    const id = Number(/\/booking\/(\d+)$/.exec(page.url())![1]);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const next = page.getByRole('region', { name: w.next });
    await expect(next).toContainText(w.awaiting);
    await expect(next).toContainText(w.answerBy);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await shots(page, `booking-requested-${tag}`);

    // The host answers from my activity: requests first, confirmed with one press.
    await open(host.page, `${w.prefix}/myactivity`);
    const card = host.page.getByRole('article', { name: host.car.title });
    await expect(card).toContainText(w.awaiting);
    await expect(card.getByRole('link', { name: host.car.title })).toHaveAttribute('href', `${w.prefix}/booking/${id}`);
    await expectNoSidewaysScroll(host.page);
    await expectNoAxeViolations(host.page);
    await shots(host.page, `myactivity-${tag}`);
    await card.getByRole('button', { name: new RegExp(`^${w.confirm}`) }).click();
    await expect(host.page.getByRole('status').filter({ hasText: w.confirmed })).toBeVisible();
    await expect(host.page.getByRole('article', { name: host.car.title })).toContainText(w.confirmedStatus);
    await expectNoAxeViolations(host.page);

    // The renter sees it confirmed, with the payment deadline and the way to pay.
    await open(page, `${w.prefix}/booking/${id}`);
    await expect(next).toContainText(w.confirmedStatus);
    await expect(next).toContainText(w.payBy);
    await expect(page.getByRole('button', { name: new RegExp(`^${w.pay}`) })).toBeVisible();
    await expectNoAxeViolations(page);
    await shots(page, `booking-confirmed-${tag}`);
    await host.context.close();
  });

  test(`a host declines a request with a reason the renter reads (${lang})`, async ({ page, browser, baseURL }, info) => {
    test.setTimeout(150_000);
    const host = await hostWithListedCar(browser, baseURL!, page, lang);
    await verifiedRenter(browser, baseURL!, page);
    const dates = rentalDates();
    const tag = `${lang}-${info.project.name}`;
    const { booking } = (await post(page.request, baseURL!, '/api/profile/booking/create', {
      car_id: host.car.id,
      start: kyivDateTimeToInstant(`${dates.start}T10:00`).toISOString(),
      end: kyivDateTimeToInstant(`${dates.end}T10:00`).toISOString(),
      accept_terms: true,
      lang,
    })) as { booking: { id: number } };

    await open(host.page, `${w.prefix}/booking/${booking.id}`);
    await host.page.getByRole('button', { name: w.reject }).click();
    const dialog = host.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: w.reason }).fill('Авто на ремонті цього тижня');
    await expectNoAxeViolations(host.page);
    await shots(host.page, `booking-reject-${tag}`);
    await dialog.getByRole('button', { name: w.rejectSubmit, exact: true }).click();
    await expect(host.page.getByRole('status')).toHaveText(w.rejectedLine);
    await expect(host.page.getByRole('region', { name: w.next })).toContainText(w.rejectedStatus);
    await expect(host.page.getByRole('button', { name: w.reject })).toHaveCount(0);

    await open(page, `${w.prefix}/booking/${booking.id}`);
    await expect(page.getByRole('region', { name: w.next })).toContainText(w.rejectedStatus);
    await expect(page.getByRole('region', { name: w.history })).toContainText(w.because);
    await expectNoAxeViolations(page);
    await shots(page, `booking-rejected-${tag}`);

    // My trips opens at the one tab that has it.
    await open(page, `${w.prefix}/mytrips`);
    await expect(page.getByRole('navigation', { name: w.tabs }).getByRole('link', { name: new RegExp(`^${w.cancelledTab}`) })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('article', { name: host.car.title })).toContainText(w.rejectedStatus);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await shots(page, `mytrips-${tag}`);
    await host.context.close();
  });
}
