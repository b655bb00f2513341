import 'server-only';
import { eq } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import { carTitle } from '@/lib/cars/car-view';
import { formatDateTime } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import type { PaymentPurpose } from '@/lib/payments/payment-states';
import { getDb } from '@/lib/server/db/client';
import { type Booking, carBrands, carModels, cars } from '@/lib/server/db/schema';

/**
 * What a payment is for, in the renter's language, as the acquirer's page and the card statement
 * show it: the car, the period in Kyiv time and the booking number.
 */
export async function checkoutDescription(booking: Booking, purpose: PaymentPurpose, locale: Locale): Promise<string> {
  const db = await getDb();
  const [car] = await db
    .select({ brand: carBrands.name, model: carModels.name, year: cars.year })
    .from(cars)
    .leftJoin(carBrands, eq(carBrands.id, cars.brandId))
    .leftJoin(carModels, eq(carModels.id, cars.modelId))
    .where(eq(cars.id, booking.carId));
  const t = createTranslator({ locale, messages: loadMessages(locale), namespace: 'Payments' });
  return t(`description.${purpose}`, {
    car: carTitle(car?.brand ?? null, car?.model ?? null, car?.year ?? null) || t('description.car'),
    start: formatDateTime(booking.startAt, locale),
    end: formatDateTime(booking.endAt, locale),
    booking: booking.id,
  });
}
