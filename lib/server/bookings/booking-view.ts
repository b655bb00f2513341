import 'server-only';
import { collectingExtras } from '@/lib/payments/extras-collection';
import { depositHoldView, savedCardsFor } from '@/lib/server/payments/deposits/deposit-view';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CancellationOutcome } from '@/lib/bookings/cancellation';
import { freeCancellationUntil } from '@/lib/bookings/deadlines';
import { lateReturnFrom } from '@/lib/bookings/late-return';
import { BOOKING_STATUS, type BookingStatus, UNPAID_STATUSES } from '@/lib/bookings/status';
import type { TBookingSummary, TBookingView } from '@/lib/bookings/contracts';
import { actionsFor, type BookingActor } from '@/lib/bookings/transitions';
import { ROLE } from '@/lib/auth/viewer';
import { carTitle } from '@/lib/cars/car-view';
import { toKyivDateTime } from '@/lib/cars/periods';
import type { Locale } from '@/lib/i18n/locales';
import { imageUrl } from '@/lib/media/image-sizes';
import { href } from '@/lib/routes';
import { avatarUrl } from '@/lib/server/accounts/to-viewer';
import { getDb } from '@/lib/server/db/client';
import { type Booking, bookingEvents, carBrands, carModels, carPhotos, cars, cities, companies, users } from '@/lib/server/db/schema';
import { cancellationFor } from './cancel-booking';
import { hasContract } from './contract-document';
import { reviewsOf } from './reviews';
import { contextOf } from './transition';
import { lateReturnLine, returnedAtOf } from './trip';

const previewOf = (outcome: CancellationOutcome) => ({ free: outcome.free, fee: outcome.feeKop, refund: outcome.refundKop });

const time = (at: Date) => ({ at: at.toISOString(), local: toKyivDateTime(at) });

type Related = {
  cars: Map<number, { title: string; photo: string | null; city: string | null; address: string | null }>;
  people: Map<number, TBookingSummary['other']>;
};

/** The cars and people a page of bookings shows, in two queries whatever the page's length. */
async function loadRelated(rows: readonly Booking[], locale: Locale): Promise<Related> {
  const db = await getDb();
  const carIds = [...new Set(rows.map((row) => row.carId))];
  const personIds = [...new Set(rows.flatMap((row) => [row.renterId, row.ownerId]))];
  const [carRows, personRows] = await Promise.all([
    carIds.length
      ? db
          .select({ id: cars.id, brand: carBrands.name, model: carModels.name, year: cars.year, address: cars.address, cityUk: cities.nameUk, cityEn: cities.nameEn, photo: carPhotos.file })
          .from(cars)
          .leftJoin(carBrands, eq(carBrands.id, cars.brandId))
          .leftJoin(carModels, eq(carModels.id, cars.modelId))
          .leftJoin(cities, eq(cities.id, cars.cityId))
          .leftJoin(carPhotos, and(eq(carPhotos.carId, cars.id), eq(carPhotos.isMain, true)))
          .where(inArray(cars.id, carIds))
      : [],
    personIds.length
      ? db
          .select({ user: users, company: companies.name })
          .from(users)
          .leftJoin(companies, eq(companies.userId, users.id))
          .where(inArray(users.id, personIds))
      : [],
  ]);
  const carsById = new Map(
    carRows.map((row) => [
      row.id,
      { title: carTitle(row.brand, row.model, row.year), photo: row.photo ? imageUrl(400, row.photo) : null, city: (locale === 'en' ? row.cityEn : row.cityUk) ?? null, address: row.address },
    ]),
  );
  const people = new Map(
    personRows.map(({ user, company }) => {
      const kind = user.role === ROLE.legal ? 'company' : user.isHost ? 'host' : 'renter';
      const name = user.deletedAt ? '' : (company ?? [user.firstName, user.lastName ? `${user.lastName.charAt(0)}.` : ''].filter(Boolean).join(' '));
      return [user.id, { id: user.id, kind, name, photo: user.deletedAt ? null : avatarUrl(user.avatarPath, 100), rating: user.deletedAt ? null : user.rating, profile: null }] as const;
    }),
  );
  return { cars: carsById, people };
}

/** The other party as `role` sees them, with a link to their public profile. */
function otherParty(booking: Booking, role: BookingActor, related: Related, locale: Locale): TBookingSummary['other'] {
  const id = role === 'renter' ? booking.ownerId : booking.renterId;
  const person = related.people.get(id) ?? { id, kind: 'renter' as const, name: '', photo: null, rating: null, profile: null };
  const screen = role === 'renter' ? (person.kind === 'company' ? 'legal-id' : 'host-id') : 'user-id';
  return { ...person, kind: role === 'renter' ? (person.kind === 'company' ? 'company' : 'host') : 'renter', profile: person.name ? href(screen, { locale, params: { id: String(id) } }) : null };
}

function deadlineOf(booking: Booking): Date | null {
  const status = booking.status as BookingStatus;
  if (status === BOOKING_STATUS.requested) return booking.answerBy;
  return UNPAID_STATUSES.includes(status) ? booking.payBy : null;
}

function summaryOf(booking: Booking, role: BookingActor, related: Related, locale: Locale): TBookingSummary {
  const car = related.cars.get(booking.carId);
  const deadline = deadlineOf(booking);
  return {
    id: booking.id,
    status: booking.status as BookingStatus,
    role: role === 'system' ? 'operator' : role,
    car: { id: booking.carId, title: car?.title ?? '', photo: car?.photo ?? null, city: car?.city ?? null },
    start: time(booking.startAt),
    end: time(booking.endAt),
    total: booking.totalKop,
    deadline: deadline && time(deadline),
    other: otherParty(booking, role, related, locale),
  };
}

/** A page of bookings as the list screens show them. */
export async function bookingSummaries(rows: readonly Booking[], role: 'renter' | 'owner', locale: Locale): Promise<TBookingSummary[]> {
  const related = await loadRelated(rows, locale);
  return rows.map((row) => summaryOf(row, role, related, locale));
}

/**
 * The exact place is the owner's to give once they have said yes: a renter whose booking was never
 * confirmed (a request, rejected, expired or withdrawn) sees only the approximate place.
 */
const showsPickup = (booking: Booking, role: BookingActor) => role !== 'renter' || booking.confirmedAt !== null;

/** What ending the trip now would add for a late return, for the owner's dialog (the server counts it again). */
function lateReturnPreview(booking: Booking, now: Date): TBookingView['late_return'] {
  const returnedAt = returnedAtOf(booking, now);
  const line = lateReturnLine(booking, returnedAt);
  return line && { hours: line.quantity, amount: line.amount, returned_at: time(returnedAt), paid_until: time(lateReturnFrom(booking.endAt, booking.terms.mode)) };
}

/** One booking as `role` sees it: everything on the booking page, and what they may do now. */
export async function bookingView(booking: Booking, role: BookingActor, locale: Locale, now: Date): Promise<TBookingView> {
  const db = await getDb();
  const actions = actionsFor(booking.status as BookingStatus, role, contextOf(booking));
  const [related, events, given, hold, cards] = await Promise.all([
    loadRelated([booking], locale),
    db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id)).orderBy(asc(bookingEvents.id)),
    reviewsOf(booking.id),
    depositHoldView(booking, now),
    savedCardsFor(booking, role, actions),
  ]);
  const mine = role === 'renter' ? given.renter_to_owner : role === 'owner' ? given.owner_to_renter : undefined;
  const theirs = role === 'renter' ? given.owner_to_renter : role === 'owner' ? given.renter_to_owner : undefined;
  const completed = booking.status === BOOKING_STATUS.completed;
  const shown = (review: typeof mine) => (review ? { rating: review.rating, comment: review.comment } : null);
  const car = related.cars.get(booking.carId);
  const seesShare = role === 'owner' || role === 'operator';
  return {
    ...summaryOf(booking, role, related, locale),
    instant: booking.instant,
    mode: booking.terms.mode,
    place: { pickup: showsPickup(booking, role) ? (car?.address ?? null) : null, delivery: booking.deliveryAddress },
    message: booking.message,
    lines: booking.lines,
    deposit: booking.depositMinor && booking.depositCurrency ? { amount: booking.depositMinor, currency: booking.depositCurrency as 'UAH' | 'USD' | 'EUR' } : null,
    owner_share: seesShare ? { commission: booking.commissionKop, earnings: booking.earningsKop, commission_bp: booking.commissionBp } : null,
    paid: booking.paidKop,
    refunded: booking.refundedKop,
    fee: booking.feeKop,
    mileage: { start: booking.startMileage, end: booking.endMileage, dispute: booking.mileageDispute },
    extras: { lines: booking.extras, total: booking.extrasKop, paid: booking.extrasPaidKop, collecting: collectingExtras(booking.extrasCollectingAt, now), returned_at: booking.endedAt && time(booking.endedAt) },
    late_return: actions.includes('end_trip') ? lateReturnPreview(booking, now) : null,
    deposit_hold: hold && {
      amount: hold.amount,
      rate: hold.rate,
      state: hold.state,
      hold_at: hold.holdAt && time(hold.holdAt),
      captured: hold.captured,
      issue: hold.issue,
      // The renter's card is theirs to see (and operators'); the owner learns only that it is held.
      card: role === 'owner' ? null : hold.card,
    },
    saved_cards: cards,
    deadlines: {
      answer_by: booking.answerBy && time(booking.answerBy),
      pay_by: booking.payBy && time(booking.payBy),
      free_cancellation_until: time(freeCancellationUntil(booking.startAt)),
    },
    cancellation: actions.includes('cancel') ? previewOf(cancellationFor(booking, role, now)) : null,
    cancelled: booking.cancelledBy ? { by: booking.cancelledBy as BookingActor, reason: booking.cancelReason } : null,
    contract: {
      document: hasContract(booking) ? `/api/profile/booking/document/${booking.id}` : null,
      signed: booking.contractFile ? `/api/profile/booking/document/${booking.id}/signed` : null,
      uploaded_at: booking.contractUploadedAt?.toISOString() ?? null,
      rejection: booking.contractRejection,
    },
    change: booking.change && {
      by: booking.change.by,
      start: time(new Date(booking.change.start)),
      end: time(new Date(booking.change.end)),
      delivery_address: booking.change.delivery_address,
      total: booking.change.total_kop,
      lines: booking.change.lines,
    },
    review: {
      can_review: completed && (role === 'renter' || role === 'owner') && !mine,
      ask: completed && role === 'renter' && !mine && !booking.reviewDismissedAt,
      mine: shown(mine),
      theirs: shown(theirs),
    },
    actions,
    timeline: events.map((event) => ({
      action: event.action,
      actor: event.actor as BookingActor,
      from: event.fromStatus as BookingStatus | null,
      to: event.toStatus as BookingStatus,
      reason: event.reason,
      at: event.createdAt.toISOString(),
    })),
    created_at: booking.createdAt.toISOString(),
  };
}
