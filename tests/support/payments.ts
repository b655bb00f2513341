import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import type { Locale } from '@/lib/i18n/locales';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type Booking, bookings, cars, type Payment, payments } from '@/lib/server/db/schema';
import { openCheckout } from '@/lib/server/payments/open-checkout';
import type { PaymentPurpose } from '@/lib/payments/payment-states';
import { type SandboxDeliveryMode, setSandboxCallbackDelivery } from '@/lib/server/payments/sandbox/delivery-mode';
import { sandboxPaymentProvider } from '@/lib/server/payments/sandbox/provider';
import { siteUrl } from '@/lib/seo/site-url';
import { carRefs, createVerifiedOwner } from './cars';
import { createSignedInUser, unique } from './factories';

const DAY = 86_400_000;

/**
 * A booking waiting for its payment (status 5, paying), written straight into the table: the
 * booking flow itself is the bookings suite's; the payments suite needs only a realistic row.
 */
export async function createPayingBooking(options: { totalKop?: number; locale?: Locale; now?: Date } = {}) {
  const { totalKop = 140_000, locale = 'uk', now = new Date() } = options;
  const owner = await createVerifiedOwner();
  const renter = await createSignedInUser({ role: 1, isDriverLicenseVerified: true, emailVerifiedAt: now, phoneVerifiedAt: now });
  const refs = await carRefs();
  const db = await getDb();
  const [car] = await db.insert(cars).values({ ownerId: owner.user.id, slug: `toyota-camry-${unique()}`, brandId: refs.brandId, modelId: refs.modelId, year: 2021, cityId: refs.cityId }).returning();
  const startAt = new Date(now.getTime() + 3 * DAY);
  const commissionKop = Math.round(totalKop * 0.15);
  const [booking] = await db
    .insert(bookings)
    .values({
      carId: car!.id,
      renterId: renter.user.id,
      ownerId: owner.user.id,
      status: BOOKING_STATUS.paying,
      startAt,
      endAt: new Date(startAt.getTime() + 2 * DAY),
      locale,
      lines: [{ kind: 'days', quantity: 2, unit_price: totalKop / 2, amount: totalKop }],
      terms: { price_per_day_kop: totalKop / 2, price_per_hour_kop: null, price_per_km_kop: null, free_mileage_per_day: 200, delivery_price_kop: null, mode: 'calendar', days: 2, hours: 0 },
      totalKop,
      commissionBp: 1500,
      commissionKop,
      earningsKop: totalKop - commissionKop,
      confirmedAt: now,
      payBy: new Date(startAt.getTime() - DAY),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { owner, renter, car: car!, booking: booking! };
}

/** The renter presses Pay: a checkout opened in the booking's transaction, as the bookings domain does. */
export async function openRentalCheckout(booking: Booking, options: { locale?: Locale; now?: Date } = {}) {
  const { locale = 'uk', now = new Date() } = options;
  return inTransaction(() => openCheckout({ booking, purpose: 'rental', amountKop: booking.totalKop, locale, now }));
}

/** A new order reference, as openCheckout makes them (`kp-` and 20 hex digits). */
export const newPaymentReference = () => `kp-${randomBytes(10).toString('hex')}`;

/**
 * A pending `payments` row for an order opened straight at the sandbox (a hold, a charge by token),
 * so our callback route finds the payment its callbacks name: for tests of the sandbox bank itself,
 * without the deposit flow (lib/server/payments/deposits) that opens such orders in the app.
 */
export async function createPaymentRow(booking: Booking, options: { reference: string; amountKop: number; purpose?: PaymentPurpose; now?: Date }): Promise<Payment> {
  const { reference, amountKop, purpose = 'rental', now = new Date() } = options;
  const [row] = await (await getDb())
    .insert(payments)
    .values({ bookingId: booking.id, purpose, provider: 'sandbox', providerRef: reference, amountKop, expiresAt: new Date(now.getTime() + 30 * 60_000), createdAt: now })
    .returning();
  return row!;
}

/**
 * Opens a sandbox page for a booking's renter the way the payments domain will: a charge, a hold
 * (`mode: 'hold'`) and/or a saved card (`saveCard`), calling back our real route at APP_URL. With
 * `paymentRow`, a matching pending payment is recorded first (createPaymentRow).
 */
export async function openSandboxCheckout(
  booking: Booking,
  options: { amountKop?: number; mode?: 'charge' | 'hold'; saveCard?: boolean; paymentRow?: boolean; locale?: Locale; now?: Date } = {},
) {
  const { amountKop = booking.totalKop, mode = 'charge', saveCard = false, paymentRow = false, locale = 'uk', now = new Date() } = options;
  const reference = newPaymentReference();
  const payment = paymentRow ? await createPaymentRow(booking, { reference, amountKop, now }) : null;
  const origin = siteUrl();
  const checkout = await inTransaction(() =>
    sandboxPaymentProvider().createCheckout({
      reference,
      amountKop,
      currency: 'UAH',
      description: mode === 'hold' ? `Deposit, booking No. ${booking.id}` : `Booking No. ${booking.id}`,
      locale,
      customerRef: String(booking.renterId),
      returnUrl: new URL(`/booking/${booking.id}`, origin).toString(),
      callbackUrl: new URL('/api/payments/callback/sandbox', origin).toString(),
      expiresAt: new Date(now.getTime() + 30 * 60_000),
      mode,
      saveCard,
    }),
  );
  return { reference, payment, url: checkout.kind === 'redirect' ? checkout.url : '' };
}

/**
 * Switches how the sandbox delivers callbacks (docs/payments.md "Delivery switch") for one customer
 * (a user id) or everyone; `immediate` for everyone clears every setting. Each test file has its
 * own database, so a setting never reaches another file.
 */
export const setSandboxDelivery = (mode: SandboxDeliveryMode, customerRef?: string | number) =>
  setSandboxCallbackDelivery(mode, customerRef === undefined ? {} : { customerRef: String(customerRef) });

export async function paymentRow(id: number): Promise<Payment> {
  const [row] = await (await getDb()).select().from(payments).where(eq(payments.id, id));
  return row!;
}

export async function bookingRow(id: number): Promise<Booking> {
  const [row] = await (await getDb()).select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

type Handler = (request: Request) => Promise<Response>;

/**
 * This app as an HTTP server for the sandbox acquirer to call back: the real route handlers
 * behind a real socket on 127.0.0.1, so delivery goes over HTTP exactly as it does in production
 * (APP_URL points here). `down` makes it answer 503, as an app being restarted would.
 */
export async function startAppServer(routes: Record<string, Handler>) {
  const received: { path: string; headers: IncomingHttpHeaders; body: string; status: number }[] = [];
  const state = { down: false };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = (req.url ?? '/').split('?')[0]!;
    const handler = routes[path];
    if (state.down || !handler) {
      const status = state.down ? 503 : 404;
      received.push({ path, headers: req.headers, body: body.toString('utf8'), status });
      res.writeHead(status, { 'content-type': 'text/plain' }).end('unavailable');
      return;
    }
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
    const response = await handler(new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: body.length ? body : undefined }));
    received.push({ path, headers: req.headers, body: body.toString('utf8'), status: response.status });
    res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
