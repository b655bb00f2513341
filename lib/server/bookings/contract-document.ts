import 'server-only';
import { lateReturnHourKop } from '@/lib/bookings/late-return';
import { eq } from 'drizzle-orm';
import { ROLE } from '@/lib/auth/viewer';
import { freeCancellationUntil } from '@/lib/bookings/deadlines';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import { carTitle } from '@/lib/cars/car-view';
import type { PriceLine } from '@/lib/pricing/lines';
import { getDb } from '@/lib/server/db/client';
import { type Booking, bookings, carBrands, carModels, cars, companies, driverLicences, ownerVerifications, users } from '@/lib/server/db/schema';
import { readBookingFor } from './booking-access';
import { type ContractData, renderContractPdf } from './contract-pdf';
import type { User } from '@/lib/server/db/schema';

/** The agreement exists once the booking is paid, and stays with it unless it was cancelled. */
export const hasContract = (booking: Pick<Booking, 'paidAt' | 'status'>) => !!booking.paidAt && booking.status !== BOOKING_STATUS.cancelled;

const fullName = (user: { firstName: string | null; lastName: string | null }) => [user.firstName, user.lastName].filter(Boolean).join(' ');

type Parties = Pick<ContractData, 'owner' | 'renter' | 'car'> & { pickup: string | null };

/** The parties and the car as they stand now, as the agreement names them. */
async function currentParties(booking: Booking): Promise<Parties> {
  const db = await getDb();
  const [[car], [owner], [renter], [licence], [company], [application]] = await Promise.all([
    db
      .select({ car: cars, brand: carBrands.name, model: carModels.name })
      .from(cars)
      .leftJoin(carBrands, eq(carBrands.id, cars.brandId))
      .leftJoin(carModels, eq(carModels.id, cars.modelId))
      .where(eq(cars.id, booking.carId)),
    db.select().from(users).where(eq(users.id, booking.ownerId)),
    db.select().from(users).where(eq(users.id, booking.renterId)),
    db.select().from(driverLicences).where(eq(driverLicences.userId, booking.renterId)),
    db.select().from(companies).where(eq(companies.userId, booking.ownerId)),
    db.select().from(ownerVerifications).where(eq(ownerVerifications.userId, booking.ownerId)),
  ]);
  const contact = (user: User | undefined) => ({ email: user?.email ?? null, phone: user?.phone ?? null });
  const certificate = [car?.car.certificateSerial, car?.car.certificateNumber].filter(Boolean).join(' ');
  return {
    owner:
      owner?.role === ROLE.legal
        ? {
            ...contact(owner),
            kind: 'company',
            name: company?.name ?? '',
            edrpou: application?.registryCode ?? null,
            address: application?.details.legal_address ?? null,
            representative: application?.details.director ?? null,
          }
        : { ...contact(owner), kind: 'host', name: owner ? fullName(owner) : '', taxNumber: application?.kind === 'host' ? application.registryCode : null },
    renter: {
      ...contact(renter),
      name: licence ? `${licence.firstName} ${licence.lastName}` : renter ? fullName(renter) : '',
      birthDate: licence?.birthDate ?? null,
      licence: licence ? { country: licence.country, serialNumber: licence.serialNumber, expiresOn: licence.expiresOn } : null,
    },
    car: {
      title: carTitle(car?.brand ?? null, car?.model ?? null, car?.car.year ?? null),
      vin: car?.car.vin ?? null,
      plate: car?.car.registrationNumber ?? null,
      color: car?.car.color ?? null,
      certificate: certificate || null,
      mileageAtBooking: car?.car.mileage ?? null,
    },
    pickup: car?.car.address ?? null,
  };
}

/**
 * Keeps the parties and the car on the booking as they are at payment (in the payment's
 * transaction): the agreement states what was agreed, whatever is renamed or re-plated later.
 */
export async function snapshotContractParties(booking: Booking): Promise<void> {
  const db = await getDb();
  await db.update(bookings).set({ contractParties: await currentParties(booking) }).where(eq(bookings.id, booking.id));
}

/** The booking, its parties and its car as the agreement states them, in the booking's language. */
async function contractData(booking: Booking): Promise<ContractData> {
  const { pickup, ...parties } = (booking.contractParties as Parties | null) ?? (await currentParties(booking));
  const rentalKop = booking.lines.filter((line) => line.kind !== 'delivery').reduce((sum, line) => sum + line.amount, 0);
  return {
    locale: booking.locale === 'en' ? 'en' : 'uk',
    number: `KR-${String(booking.id).padStart(6, '0')}`,
    issuedAt: booking.paidAt ?? booking.createdAt,
    ...parties,
    car: { ...parties.car, mileageAtBooking: booking.startMileage ?? parties.car.mileageAtBooking },
    period: { start: booking.startAt, end: booking.endAt },
    place: { pickup, delivery: booking.deliveryAddress },
    money: {
      lines: booking.lines as PriceLine[],
      calendarDays: booking.terms.mode === 'calendar',
      totalKop: booking.totalKop,
      deposit: booking.depositMinor && booking.depositCurrency ? { amountMinor: booking.depositMinor, currency: booking.depositCurrency as 'UAH' | 'USD' | 'EUR' } : null,
    },
    mileage: { freePerDay: booking.terms.free_mileage_per_day, pricePerKmKop: booking.terms.price_per_km_kop },
    lateReturn: { hourKop: lateReturnHourKop(booking.terms.price_per_hour_kop, booking.terms.price_per_day_kop), dayKop: booking.terms.price_per_day_kop },
    cancellation: { freeUntil: freeCancellationUntil(booking.startAt), lateFeeKop: Math.min(booking.terms.price_per_day_kop, rentalKop) },
  };
}

/**
 * The rental agreement as a PDF, for the booking's two parties and operators once it is paid
 * (null for anyone else or before): generated from the booking's own data each time, so what it
 * states is what the booking says — the same bytes for the same booking.
 */
export async function contractPdf(user: User | null, bookingId: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!user) return null;
  const found = await readBookingFor(user, bookingId).catch(() => null);
  if (!found || !hasContract(found.booking)) return null;
  return renderContractPdf(await contractData(found.booking));
}
