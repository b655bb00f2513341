import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatMoney } from '../../lib/format/number';
import { addDays, kyivToday } from '../../lib/time/iso-date';
import { kyivDateTimeToInstant, toKyivDateTime } from '../../lib/time/kyiv-clock';
import { expectNoSidewaysScroll, hostWithListedCar, verifiedRenter } from './booking-helpers';
import { post } from './car-helpers';
import { open, reload } from './helpers';
import { expectApart } from './layout-boxes';
import { expectNoAxeViolations } from './axe';

/**
 * A booking from the request to both reviews, as the two people walk it (issue 12 "Done when"):
 * the renter requests a car from its page, the host confirms it in my activity, the renter pays on
 * the sandbox acquirer's page, downloads the agreement and uploads a signed copy (sent back once
 * with a reason, then accepted), the host hands the car over (a mileage below the car's is refused
 * at the field), the renter confirms it, the host ends the trip past the free kilometres with a
 * fuel charge, the renter confirms and pays the extras, puts off the review prompt, then both
 * review. And a renter cancelling a paid booking outside and inside the free window, told what it
 * costs before confirming. Both languages, at 1280 and 375 px (the suite's projects), axe on the
 * booking page in each state. `KERMO_SHOTS=1` saves every state into /tmp/kermo-shots/trip/.
 *
 * The trip starts between one and two hours ahead: a request needs an hour for the owner's answer
 * (`request_too_soon`), and the handover opens two hours before the start, so it can happen now.
 * The car takes handovers at any hour with no notice (its schedule, set while a draft).
 */

const WORDS = {
  uk: {
    prefix: '',
    book: 'Забронювати',
    terms: /Я погоджуюся з умовами оренди/,
    request: 'Надіслати запит',
    next: 'Що далі',
    history: 'Історія',
    price: 'Вартість',
    confirm: 'Підтвердити',
    status: {
      requested: 'Очікує підтвердження',
      confirmed: 'Підтверджено',
      paid: 'Оплачено',
      paymentFailed: 'Оплата не пройшла',
      contractCheck: 'Перевірка договору',
      contractDue: 'Очікує договору',
      tripAllowed: 'Поїздку дозволено',
      startMileageCheck: 'Перевірка пробігу на початку',
      active: 'Поїздка триває',
      endMileageCheck: 'Перевірка пробігу наприкінці',
      extrasDue: 'Очікує доплати',
      completed: 'Завершено',
      cancelled: 'Скасовано',
    },
    pay: /^Оплатити \d/,
    useCard: 'Обрати картку 4242 4242 4242 4242',
    useDeclinedCard: 'Обрати картку 4000 0000 0000 0002',
    cabinetBooking: (id: number) => `Бронювання № ${id}`,
    receipt: 'Квитанція',
    receiptTitle: 'Квитанція про оплату',
    declined: 'Платіж відхилено: банк відхилив картку.',
    backToBooking: 'Повернутися до бронювання',
    payAgain: /^Оплатити ще раз: \d/,
    sandboxPay: /^Сплатити \d/,
    paidNext: 'Оплату отримано. Завантажте договір оренди, підпишіть його',
    download: 'Завантажити договір оренди (PDF)',
    signedFile: 'Підписаний договір',
    sendContract: 'Надіслати договір',
    contractSent: 'Підписаний договір надіслано',
    signedLink: 'Переглянути підписаний договір',
    acceptContract: 'Прийняти договір',
    rejectContract: 'Повернути договір',
    contractReason: 'Що не так із договором',
    rejectContractSubmit: 'Повернути',
    sendBackReason: 'Немає підпису на другій сторінці',
    contractFailed: 'Договір не пройшов перевірку: Немає підпису на другій сторінці. Завантажте правильний файл.',
    handOver: 'Передати авто й внести пробіг',
    mileage: 'Пробіг, км',
    saveMileage: 'Зберегти пробіг',
    belowCar: /Пробіг не може бути меншим за поточний пробіг автомобіля \(42\s000\s?км\)/,
    startKm: /^42\s010\sкм$/,
    startMileage: 'Пробіг на початку',
    confirmStart: 'Пробіг правильний — почати поїздку',
    endTrip: 'Завершити поїздку',
    fuel: 'Доплата за пальне, ₴',
    confirmEnd: 'Підтвердити пробіг і доплати',
    kmOver: /^Перепробіг: 140\sкм × 5\s₴$/,
    fuelLine: 'Пальне',
    extrasTotal: 'Разом до доплати',
    payExtras: /^Сплатити доплати: 1\s000\s₴$/,
    depositHeldOwner: (amount: string) => new RegExp(`^Заставу ${amount} заблоковано на картці орендаря\\.$`),
    depositCaptured: (captured: string, released: string) => new RegExp(`^Із застави взято ${captured} на доплати, решту \\(${released}\\) розблоковано\\.$`),
    reviewAsk: 'Прохання про відгук',
    notNow: 'Не зараз',
    rateNow: 'Оцінити',
    reviewTitleRenter: 'Оцініть авто й власника',
    reviewTitleOwner: 'Оцініть орендаря',
    fiveStars: '5 зірок з 5',
    fourStars: '4 зірки з 5',
    comment: 'Відгук',
    sendReview: 'Надіслати відгук',
    thanks: 'Дякуємо за відгук!',
    mine: 'Ваш відгук',
    theirs: 'Відгук про вас',
    cancel: 'Скасувати бронювання',
    reason: 'Причина',
    cancelSubmit: 'Так, скасувати',
    freeCost: (refund: string) => new RegExp(`^Скасування безкоштовне \\(до .+\\): повернемо ${refund} повністю\\.$`),
    feeCost: (fee: string, refund: string) => new RegExp(`^Безкоштовне скасування діяло до .+\\. Утримаємо ${fee} — ціну першої доби, повернемо ${refund}\\.$`),
    cancelledBy: 'Хто скасував: Ви. Причина: Плани змінилися',
    refundFull: (refund: string) => new RegExp(`^На картку, з якої ви платили, повернемо всю суму — ${refund}\\.$`),
    refundWithFee: (refund: string, fee: string) => new RegExp(`^На картку, з якої ви платили, повернемо ${refund}; ${fee} утримано за скасування пізніше ніж за 24 години до початку\\.$`),
    paidLine: 'Сплачено',
    refundedLine: 'Повернено',
    feeLine: 'Утримано за скасування',
  },
  en: {
    prefix: '/en',
    book: 'Book',
    terms: /I accept the rental terms/,
    request: 'Request to book',
    next: 'What happens next',
    history: 'History',
    price: 'Price',
    confirm: 'Confirm',
    status: {
      requested: 'Awaiting confirmation',
      confirmed: 'Confirmed',
      paid: 'Paid',
      paymentFailed: 'Payment failed',
      contractCheck: 'Contract verification',
      contractDue: 'Awaiting contract',
      tripAllowed: 'Trip allowed',
      startMileageCheck: 'Start mileage check',
      active: 'Trip under way',
      endMileageCheck: 'End mileage check',
      extrasDue: 'Awaiting additional payment',
      completed: 'Completed',
      cancelled: 'Cancelled',
    },
    pay: /^Pay ₴\d/,
    useCard: 'Use card 4242 4242 4242 4242',
    useDeclinedCard: 'Use card 4000 0000 0000 0002',
    cabinetBooking: (id: number) => `Booking No. ${id}`,
    receipt: 'Receipt',
    receiptTitle: 'Payment receipt',
    declined: 'The payment was declined: the bank declined the card.',
    backToBooking: 'Back to the booking',
    payAgain: /^Pay again: ₴\d/,
    sandboxPay: /^Pay ₴\d/,
    paidNext: 'Payment received. Download the rental agreement, sign it',
    download: 'Download the rental agreement (PDF)',
    signedFile: 'Signed agreement',
    sendContract: 'Send the agreement',
    contractSent: 'Signed agreement sent',
    signedLink: 'View the signed agreement',
    acceptContract: 'Accept the agreement',
    rejectContract: 'Send the agreement back',
    contractReason: 'What is wrong with the agreement',
    rejectContractSubmit: 'Send back',
    sendBackReason: 'The second page is not signed',
    contractFailed: 'The contract did not pass verification: The second page is not signed. Upload the correct file.',
    handOver: 'Hand the car over and enter the mileage',
    mileage: 'Mileage, km',
    saveMileage: 'Save the mileage',
    // Grouped with a space as everywhere on the page (spec §9), not ICU's English comma.
    belowCar: /The mileage cannot be below the car’s current mileage \(42\s000\s?km\)/,
    startKm: /^42\s010\skm$/,
    startMileage: 'Mileage at the start',
    confirmStart: 'The mileage is right: start the trip',
    endTrip: 'End the trip',
    fuel: 'Fuel charge, ₴',
    confirmEnd: 'Confirm the mileage and charges',
    kmOver: /^Over the allowance: 140\skm × ₴5$/,
    fuelLine: 'Fuel',
    extrasTotal: 'Extra charges in total',
    payExtras: /^Pay the extra charges: ₴1\s000$/,
    depositHeldOwner: (amount: string) => new RegExp(`^The deposit of ${amount} is held on the renter’s card\\.$`),
    depositCaptured: (captured: string, released: string) => new RegExp(`^${captured} was taken from the deposit for the extra charges; the rest \\(${released}\\) was released\\.$`),
    reviewAsk: 'Review request',
    notNow: 'Not now',
    rateNow: 'Rate it',
    reviewTitleRenter: 'Rate the car and its owner',
    reviewTitleOwner: 'Rate the renter',
    fiveStars: '5 stars out of 5',
    fourStars: '4 stars out of 5',
    comment: 'Review',
    sendReview: 'Send the review',
    thanks: 'Thank you for your review!',
    mine: 'Your review',
    theirs: 'Their review of you',
    cancel: 'Cancel the booking',
    reason: 'Reason',
    cancelSubmit: 'Yes, cancel',
    freeCost: (refund: string) => new RegExp(`^Cancelling is free \\(until .+\\): you get ${refund} back in full\\.$`),
    feeCost: (fee: string, refund: string) => new RegExp(`^Free cancellation ended at .+\\. We keep ${fee}, the first day’s price, and refund ${refund}\\.$`),
    cancelledBy: 'Cancelled by: You. Reason: Плани змінилися',
    refundFull: (refund: string) => new RegExp(`^${refund} goes back to the card you paid with, in full\\.$`),
    refundWithFee: (refund: string, fee: string) => new RegExp(`^${refund} goes back to the card you paid with; ${fee} is kept for cancelling less than 24 hours before the start\\.$`),
    paidLine: 'Paid',
    refundedLine: 'Refunded',
    feeLine: 'Kept for the cancellation',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

const HALF_HOUR = 30 * 60_000;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** The next half hour at least `minutes` ahead, and `days` later (real hours; Kyiv's offsets are whole hours, so a UTC half hour is a Kyiv one). */
function period(minutes: number, days: number, now = Date.now()) {
  const start = new Date(Math.ceil((now + minutes * 60_000) / HALF_HOUR) * HALF_HOUR);
  return { start, end: new Date(start.getTime() + days * DAY) };
}

/** Money as the page writes it, for a regular expression (the group and unit spaces are no-break). */
const moneyPattern = (kop: number, lang: 'uk' | 'en') => formatMoney(kop, lang).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s');

/**
 * A small, well-formed one-page PDF ("the scan"), with its cross-reference table: what a renter
 * uploads as the signed agreement. `note` makes each copy's bytes its own.
 */
function signedPdf(note: string): Buffer {
  const text = `BT /F1 14 Tf 40 120 Td (${note}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The booking page's status badge ("What happens next"). */
const statusOf = (page: Page, w: Words) => page.getByRole('region', { name: w.next }).locator('[data-status]');

/** One row of a description list ("Paid" → its amount). */
const valueOf = (region: Locator, term: string | RegExp) => region.locator('dl > div').filter({ has: region.page().locator('dt', { hasText: term }) }).locator('dd');

/** A star pressed as a person does (the radio is visually hidden inside its star's label). */
async function pickStars(form: Locator, name: string) {
  const radio = form.getByRole('radio', { name });
  await form.locator('label').filter({ has: form.page().getByRole('radio', { name }) }).click();
  await expect(radio).toBeChecked();
}

/** Each state's screen at the project's width (375 or 1280), under KERMO_SHOTS=1. */
async function shot(page: Page, name: string, lang: string) {
  if (!process.env.KERMO_SHOTS) return;
  await page.screenshot({ path: `/tmp/kermo-shots/trip/${name}-${lang}-${page.viewportSize()!.width}.png`, fullPage: true });
}

/** The booking page as it is now, checked: its status, no sideways scroll, axe; and its screenshot. */
async function checkState(page: Page, w: Words, status: keyof Words['status'], shotName: string, lang: string) {
  await expect(statusOf(page, w)).toHaveText(w.status[status]);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, shotName, lang);
}

/**
 * On the sandbox acquirer's page the booking's "Pay" led to: the success test card, then "Pay …",
 * and the browser is back on the booking (the callback was delivered before the answer).
 */
async function payOnSandbox(page: Page, w: Words, bookingId: number, options: { axe?: boolean; shotName?: string; lang?: string } = {}) {
  await expect(page).toHaveURL(new RegExp(`${w.prefix}/pay/sandbox/kp-[0-9a-f]+$`));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: w.useCard }).click();
  if (options.axe) await expectNoAxeViolations(page);
  if (options.shotName) await shot(page, options.shotName, options.lang!);
  await page.getByRole('button', { name: w.sandboxPay }).click();
  await expect(page).toHaveURL(new RegExp(`${w.prefix}/booking/${bookingId}$`));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** A booking made and confirmed through the API (the cancellation test's setup), in the booking's language. */
async function confirmedBooking(renter: Page, host: Page, baseURL: string, carId: number, when: { start: Date; end: Date }, lang: 'uk' | 'en') {
  const { booking } = (await post(renter.request, baseURL, '/api/profile/booking/create', { car_id: carId, start: when.start.toISOString(), end: when.end.toISOString(), accept_terms: true, lang })) as {
    booking: { id: number; total: number };
  };
  await post(host.request, baseURL, '/api/profile/booking/confirm', { booking_id: booking.id, lang });
  return booking;
}

for (const lang of ['uk', 'en'] as const) {
  const w = WORDS[lang];

  test(`the whole trip: request, confirm, pay, agreement, handover, trip, extras, reviews (${lang})`, async ({ page, browser, baseURL }) => {
    // About a minute here; it went past four on a loaded CI machine.
    test.setTimeout(360_000);
    const host = await hostWithListedCar(browser, baseURL!, page, lang, { allDay: true });
    await verifiedRenter(browser, baseURL!, page);
    const trip = period(60, 1);
    const start = toKyivDateTime(trip.start);
    const end = toKyivDateTime(trip.end);

    // The renter asks for the car from its page, for a day from the next half hour an hour ahead.
    await open(page, `${host.car.url}?start=${start}&end=${end}`);
    await page.getByRole('link', { name: w.book, exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('[data-line="total"] dd')).toHaveText(new RegExp(`^${moneyPattern(180_000, lang)}$`));
    await page.getByRole('checkbox', { name: w.terms }).check();
    await page.getByRole('button', { name: w.request, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/booking/\\d+$`));
    const id = Number(/\/booking\/(\d+)$/.exec(page.url())![1]);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await checkState(page, w, 'requested', 'requested', lang);

    // The host confirms it in my activity.
    await open(host.page, `${w.prefix}/myactivity`);
    await host.page.getByRole('article', { name: host.car.title }).getByRole('button', { name: new RegExp(`^${w.confirm}`) }).click();
    await expect(host.page.getByRole('article', { name: host.car.title })).toContainText(w.status.confirmed);

    // The renter pays on the sandbox page: the bank declines the first card; back on the booking
    // (payment failed) they pay again with the success card and come back to a paid booking.
    await open(page, `${w.prefix}/booking/${id}`);
    await checkState(page, w, 'confirmed', 'confirmed', lang);
    await page.getByRole('button', { name: w.pay }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/pay/sandbox/kp-[0-9a-f]+$`));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('button', { name: w.useDeclinedCard }).click();
    await page.getByRole('button', { name: w.sandboxPay }).click();
    await expect(page.getByRole('alert').filter({ hasText: w.declined })).toBeVisible();
    await page.getByRole('link', { name: w.backToBooking }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/booking/${id}$`));
    await expect(statusOf(page, w)).toHaveText(w.status.paymentFailed);
    await page.getByRole('button', { name: w.payAgain }).click();
    await payOnSandbox(page, w, id, { axe: true, shotName: 'sandbox', lang });
    await expect(page.getByRole('region', { name: w.next })).toContainText(w.paidNext);
    await expect(valueOf(page.getByRole('region', { name: w.price }), w.paidLine)).toHaveText(new RegExp(`^${moneyPattern(180_000, lang)}$`));
    await checkState(page, w, 'paid', 'paid', lang);

    // The agreement downloads as a PDF.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: w.download }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The renter uploads the signed copy.
    const first = signedPdf(`signed ${id} (1)`);
    await page.getByLabel(w.signedFile).setInputFiles({ name: 'agreement-signed.pdf', mimeType: 'application/pdf', buffer: first });
    await page.getByRole('button', { name: w.sendContract }).click();
    await expect(page.getByRole('status').filter({ hasText: w.contractSent })).toBeVisible();
    await checkState(page, w, 'contractCheck', 'contract-sent', lang);

    // The host opens it (the very bytes sent) and sends it back with a reason, once.
    await open(host.page, `${w.prefix}/booking/${id}`);
    const signedHref = await host.page.getByRole('link', { name: w.signedLink }).getAttribute('href');
    const signed = await host.page.request.get(signedHref!);
    expect(signed.status()).toBe(200);
    expect(Buffer.compare(await signed.body(), first)).toBe(0);
    await checkState(host.page, w, 'contractCheck', 'host-contract-check', lang);
    await host.page.getByRole('button', { name: w.rejectContract }).click();
    const sendBack = host.page.getByRole('dialog');
    await sendBack.getByRole('textbox', { name: w.contractReason }).fill(w.sendBackReason);
    await sendBack.getByRole('button', { name: w.rejectContractSubmit, exact: true }).click();
    await expect(statusOf(host.page, w)).toHaveText(w.status.contractDue);

    // The renter reads why and uploads again.
    await open(page, `${w.prefix}/booking/${id}`);
    await expect(page.getByRole('region', { name: w.next })).toContainText(w.contractFailed);
    await checkState(page, w, 'contractDue', 'contract-returned', lang);
    await page.getByLabel(w.signedFile).setInputFiles({ name: 'agreement-signed-2.pdf', mimeType: 'application/pdf', buffer: signedPdf(`signed ${id} (2)`) });
    await page.getByRole('button', { name: w.sendContract }).click();
    await expect(statusOf(page, w)).toHaveText(w.status.contractCheck);

    // The host accepts it and hands the car over: a reading below the car's is refused at the field.
    await open(host.page, `${w.prefix}/booking/${id}`);
    await host.page.getByRole('button', { name: w.acceptContract }).click();
    await checkState(host.page, w, 'tripAllowed', 'host-trip-allowed', lang);
    // The car leaves only against its deposit, held on the renter's card a day before the start —
    // at once here, by the deposit job: the host's page says so once it is held.
    const depositHeld = host.page.getByText(w.depositHeldOwner(moneyPattern(1_000_000, lang)));
    await expect(async () => {
      await reload(host.page);
      await expect(depositHeld).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await shot(host.page, 'host-deposit-held', lang);
    await host.page.getByRole('button', { name: w.handOver }).click();
    const handOver = host.page.getByRole('dialog');
    const mileage = handOver.getByRole('textbox', { name: w.mileage });
    await mileage.fill('41000');
    await handOver.getByRole('button', { name: w.saveMileage }).click();
    await expect(mileage).toHaveAttribute('aria-invalid', 'true');
    await expect(mileage).toHaveAccessibleDescription(w.belowCar);
    await expect(handOver.getByText(w.belowCar)).toBeVisible();
    await expectNoAxeViolations(host.page);
    await shot(host.page, 'host-handover-error', lang);
    await mileage.fill('42010');
    await handOver.getByRole('button', { name: w.saveMileage }).click();
    await expect(handOver).toHaveCount(0);
    await expect(statusOf(host.page, w)).toHaveText(w.status.startMileageCheck);

    // The renter confirms the mileage: the trip is on.
    await open(page, `${w.prefix}/booking/${id}`);
    await expect(valueOf(page.getByRole('region', { name: w.next }), w.startMileage)).toHaveText(w.startKm);
    await checkState(page, w, 'startMileageCheck', 'start-mileage', lang);
    await page.getByRole('button', { name: w.confirmStart }).click();
    await checkState(page, w, 'active', 'active', lang);

    // The host ends it: 390 km on a one-day allowance of 250 (140 km × ₴5) and ₴300 of fuel.
    await open(host.page, `${w.prefix}/booking/${id}`);
    await host.page.getByRole('button', { name: w.endTrip }).click();
    const ending = host.page.getByRole('dialog');
    await ending.getByRole('textbox', { name: w.mileage }).fill('42400');
    await ending.getByRole('textbox', { name: w.fuel }).fill('300');
    await expectNoAxeViolations(host.page);
    await shot(host.page, 'host-end-trip', lang);
    await ending.getByRole('button', { name: w.endTrip, exact: true }).click();
    await expect(ending).toHaveCount(0);
    await expect(statusOf(host.page, w)).toHaveText(w.status.endMileageCheck);

    // The renter checks the extras and confirms them, then pays them on the sandbox page.
    await open(page, `${w.prefix}/booking/${id}`);
    const next = page.getByRole('region', { name: w.next });
    await expect(valueOf(next, w.kmOver)).toHaveText(new RegExp(`^${moneyPattern(70_000, lang)}$`));
    await expect(valueOf(next, new RegExp(`^${w.fuelLine}$`))).toHaveText(new RegExp(`^${moneyPattern(30_000, lang)}$`));
    await expect(valueOf(next, w.extrasTotal)).toHaveText(new RegExp(`^${moneyPattern(100_000, lang)}$`));
    await checkState(page, w, 'endMileageCheck', 'end-mileage', lang);
    await page.getByRole('button', { name: w.confirmEnd }).click();
    // The extras are taken from the deposit without the renter (the collection job), the rest of
    // the hold released; meanwhile the page offers no payment page (they would pay twice).
    await expect(statusOf(page, w)).toHaveText(w.status.extrasDue);
    await expect(page.getByRole('button', { name: w.payExtras })).toHaveCount(0);
    const captured = page.getByText(w.depositCaptured(moneyPattern(100_000, lang), moneyPattern(900_000, lang)));
    await expect(async () => {
      await reload(page);
      await expect(captured).toBeVisible({ timeout: 1_000 });
      await expect(statusOf(page, w)).toHaveText(w.status.completed, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });

    // Completed. Elsewhere a reminder under the header asks for a review and leads to the form.
    await checkState(page, w, 'completed', 'completed', lang);
    await open(page, `${w.prefix}/mytrips`);
    const reminder = page.getByRole('region', { name: w.reviewAsk });
    await expect(reminder).toContainText(host.car.title);
    // Its words sit inside its card's padding, below the header (`.container` on the card once cancelled both).
    const [header, band, words] = await Promise.all([page.getByRole('banner').boundingBox(), reminder.boundingBox(), reminder.getByText(host.car.title).boundingBox()]);
    expect(band!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
    expect(words!.y - band!.y).toBeGreaterThanOrEqual(8);
    await expectApart(reminder, page.getByRole('heading', { level: 1 }));
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await shot(page, 'mytrips-review-reminder', lang);
    await reminder.getByRole('link', { name: w.rateNow }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/booking/${id}#review$`));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

    // On the booking page it asks in place (once); "not now" stops it here and everywhere, the form stays.
    const prompt = page.getByRole('note', { name: w.reviewAsk });
    await expect(prompt).toHaveCount(1);
    await expect(page.getByRole('region', { name: w.reviewAsk })).toHaveCount(0);
    await prompt.getByRole('button', { name: w.notNow }).click();
    await expect(prompt).toHaveCount(0);
    await open(page, `${w.prefix}/mytrips`);
    await expect(page.getByRole('region', { name: w.reviewAsk })).toHaveCount(0);
    await open(page, `${w.prefix}/booking/${id}`);
    await expect(statusOf(page, w)).toHaveText(w.status.completed);
    await expect(page.getByRole('note', { name: w.reviewAsk })).toHaveCount(0);

    // The renter rates the car and its owner.
    const review = page.getByRole('form', { name: w.reviewTitleRenter });
    await pickStars(review, w.fiveStars);
    await review.getByRole('textbox', { name: w.comment }).fill('Чисте авто, власник пунктуальний.');
    await expectNoAxeViolations(page);
    await shot(page, 'review-form', lang);
    await review.getByRole('button', { name: w.sendReview }).click();
    await expect(page.getByRole('status').filter({ hasText: w.thanks })).toBeVisible();
    await expect(page.getByRole('form', { name: w.reviewTitleRenter })).toHaveCount(0);
    await expect(page.getByRole('region', { name: w.next })).toContainText(w.mine);
    await expect(page.getByRole('region', { name: w.next })).toContainText('Чисте авто, власник пунктуальний.');

    // The host rates the renter and sees the renter's review of them.
    await open(host.page, `${w.prefix}/booking/${id}`);
    const hostReview = host.page.getByRole('form', { name: w.reviewTitleOwner });
    await pickStars(hostReview, w.fourStars);
    await hostReview.getByRole('textbox', { name: w.comment }).fill('Повернув авто вчасно.');
    await hostReview.getByRole('button', { name: w.sendReview }).click();
    await expect(host.page.getByRole('status').filter({ hasText: w.thanks })).toBeVisible();
    await expect(host.page.getByRole('region', { name: w.next })).toContainText(w.theirs);
    await expect(host.page.getByRole('region', { name: w.next })).toContainText('Чисте авто, власник пунктуальний.');
    await checkState(host.page, w, 'completed', 'host-reviewed', lang);

    // And the renter sees the host's review of them.
    await open(page, `${w.prefix}/booking/${id}`);
    await expect(page.getByRole('region', { name: w.next })).toContainText('Повернув авто вчасно.');
    await checkState(page, w, 'completed', 'reviewed', lang);

    // In /cabinet/payments the renter finds the deposit's capture with its receipt, and the host
    // their net: (1 800 ₴ + 1 000 ₴ of extras) less the 15 % commission = 2 380 ₴.
    await open(page, `${w.prefix}/cabinet/payments`);
    const paidFor = page.getByRole('article', { name: w.cabinetBooking(id) });
    const capture = paidFor.locator('li[data-status="captured"]');
    await expect(capture).toContainText(new RegExp(moneyPattern(100_000, lang)));
    await capture.getByRole('link', { name: new RegExp(`^${w.receipt}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/cabinet/payments/receipt/\\d+$`));
    await expect(page.getByRole('article', { name: w.receiptTitle }).locator('tfoot')).toContainText(new RegExp(moneyPattern(100_000, lang)));
    await shot(page, 'receipt-deposit', lang);
    await open(host.page, `${w.prefix}/cabinet/payments`);
    await expect(host.page.getByTestId('money-available')).toHaveText(new RegExp(`^${moneyPattern(238_000, lang)}$`));
    await expect(host.page.locator(`[data-booking="${id}"]`)).toContainText(new RegExp(moneyPattern(238_000, lang)));
    await shot(host.page, 'host-earnings', lang);
    await host.context.close();
  });

  test(`a renter cancels paid bookings outside and inside the free window, told the cost first (${lang})`, async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const host = await hostWithListedCar(browser, baseURL!, page, lang, { allDay: true });
    await verifiedRenter(browser, baseURL!, page);
    const money = (kop: number) => moneyPattern(kop, lang);

    // Three weeks ahead, two days (₴3,600): free to cancel, everything back.
    const later = { start: kyivDateTimeToInstant(`${addDays(kyivToday(), 21)}T10:00`), end: kyivDateTimeToInstant(`${addDays(kyivToday(), 23)}T10:00`) };
    const far = await confirmedBooking(page, host.page, baseURL!, host.car.id, later, lang);
    await open(page, `${w.prefix}/booking/${far.id}`);
    await page.getByRole('button', { name: w.pay }).click();
    await payOnSandbox(page, w, far.id);
    await expect(statusOf(page, w)).toHaveText(w.status.paid);
    await page.getByRole('button', { name: w.cancel }).click();
    const freeDialog = page.getByRole('dialog');
    await expect(freeDialog).toHaveAccessibleDescription(w.freeCost(money(360_000)));
    await freeDialog.getByRole('textbox', { name: w.reason }).fill('Плани змінилися');
    await expectNoAxeViolations(page);
    await shot(page, 'cancel-free-dialog', lang);
    await freeDialog.getByRole('button', { name: w.cancelSubmit }).click();
    await expect(freeDialog).toHaveCount(0);
    await expect(page.getByRole('region', { name: w.next })).toContainText(w.cancelledBy);
    await expect(page.getByRole('region', { name: w.next }).getByText(w.refundFull(money(360_000)))).toBeVisible();
    const farPrice = page.getByRole('region', { name: w.price });
    await expect(valueOf(farPrice, w.paidLine)).toHaveText(new RegExp(`^${money(360_000)}$`));
    await expect(valueOf(farPrice, w.refundedLine)).toHaveText(new RegExp(`^${money(360_000)}$`));
    await expect(valueOf(farPrice, w.feeLine)).toHaveCount(0);
    await checkState(page, w, 'cancelled', 'cancelled-free', lang);

    // A few hours ahead, three days (3 × ₴1,800 − 3 × ₴100 = ₴5,100): the first day (₴1,800) is kept.
    const soon = await confirmedBooking(page, host.page, baseURL!, host.car.id, period(3 * 60, 3), lang);
    await open(page, `${w.prefix}/booking/${soon.id}`);
    await page.getByRole('button', { name: w.pay }).click();
    await payOnSandbox(page, w, soon.id);
    await expect(statusOf(page, w)).toHaveText(w.status.paid);
    await page.getByRole('button', { name: w.cancel }).click();
    const feeDialog = page.getByRole('dialog');
    await expect(feeDialog).toHaveAccessibleDescription(w.feeCost(money(180_000), money(330_000)));
    await feeDialog.getByRole('textbox', { name: w.reason }).fill('Плани змінилися');
    await expectNoAxeViolations(page);
    await shot(page, 'cancel-fee-dialog', lang);
    await feeDialog.getByRole('button', { name: w.cancelSubmit }).click();
    await expect(feeDialog).toHaveCount(0);
    await expect(page.getByRole('region', { name: w.next }).getByText(w.refundWithFee(money(330_000), money(180_000)))).toBeVisible();
    const soonPrice = page.getByRole('region', { name: w.price });
    await expect(valueOf(soonPrice, w.paidLine)).toHaveText(new RegExp(`^${money(510_000)}$`));
    await expect(valueOf(soonPrice, w.refundedLine)).toHaveText(new RegExp(`^${money(330_000)}$`));
    await expect(valueOf(soonPrice, w.feeLine)).toHaveText(new RegExp(`^${money(180_000)}$`));
    await checkState(page, w, 'cancelled', 'cancelled-fee', lang);
    await host.context.close();
  });
}
