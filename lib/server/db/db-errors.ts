import 'server-only';
import { AppError, type FieldMessage } from '@/lib/errors/app-error';
import type { ErrorCode } from '@/lib/errors/codes';

/** The fields of a PostgreSQL error that pg's DatabaseError and PGlite's error both carry. */
type PgError = { code: string; constraint?: string };

/**
 * The PostgreSQL error behind a failure, if there is one: drizzle wraps the driver's error in a
 * DrizzleQueryError (`cause`), and a transaction may wrap it once more.
 */
export function postgresErrorOf(error: unknown): PgError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && ('severity' in current || 'routine' in current)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

type Mapped = { code: ErrorCode; field?: string; key?: string };

/**
 * Unique and exclusion constraints by name: a race between two requests that both passed the
 * domain's own check ends in the same error the check would have given.
 */
const constraints: Record<string, Mapped> = {
  users_email_unique: { code: 'email_taken', field: 'email', key: 'emailTaken' },
  users_phone_unique: { code: 'phone_taken', field: 'phone', key: 'phoneTaken' },
  driver_licences_number_unique: { code: 'licence_taken', field: 'serial_number' },
  driver_licences_userId_unique: { code: 'licence_exists' },
  owner_verifications_userId_unique: { code: 'application_exists' },
  reports_open_unique: { code: 'report_exists' },
  social_accounts_provider_user_unique: { code: 'social_failed' },
  social_accounts_user_provider_unique: { code: 'social_failed' },
  users_company_not_driver_check: { code: 'legal_cannot_rent' },
  cars_vin_unique: { code: 'vin_taken', field: 'vin', key: 'vinTaken' },
  cars_plate_unique: { code: 'plate_taken', field: 'registration_number', key: 'plateTaken' },
  car_photos_one_main: { code: 'conflict' },
  bookings_one_open_per_car: { code: 'already_booked' },
  reviews_booking_direction_unique: { code: 'already_reviewed' },
  payments_one_pending: { code: 'conflict' },
};

/**
 * SQLSTATEs caused by the values a request carried, not by a fault of ours: numbers out of range
 * (22003), text that is not a number or date (22P02, 22007, 22008), NUL or bytes the encoding
 * cannot hold (22021, 22P05), too long for a column (22001), a value too large for an index row
 * (54000). Validation should catch all of them first; reaching here is a gap in a schema, so it
 * is logged as a warning — but the caller still gets a 422, not a 500.
 */
const dataErrors = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05', '54000', '23503', '23514']);

export type DbFailure = { error: AppError; level: 'info' | 'warn' };

function fromConstraint(mapped: Mapped, cause: unknown): AppError {
  const fields: Record<string, FieldMessage> | undefined = mapped.field ? { [mapped.field]: { key: mapped.key ?? 'fallback' } } : undefined;
  return new AppError(mapped.code, { fields, cause });
}

/**
 * Turns a PostgreSQL error into the API error it stands for, or null when it is a real fault
 * (a 500). The one place 23505 / 23P01 / data errors are mapped; the route wrapper calls it.
 */
export function dbFailure(error: unknown): DbFailure | null {
  const pg = postgresErrorOf(error);
  if (!pg) return null;
  const named = pg.constraint ? constraints[pg.constraint] : undefined;
  if (named) return { error: fromConstraint(named, error), level: 'info' };
  switch (pg.code) {
    case '23505':
      // A unique constraint without an entry above: still a race, not a fault; add it to the table.
      return { error: new AppError('conflict', { cause: error }), level: 'warn' };
    case '23P01':
      // Exclusion constraints guard periods (bookings, host blocks): spec §8 code 125.
      return { error: new AppError('125', { cause: error }), level: 'info' };
    case '40001':
    case '40P01':
      // Serialization failure or deadlock: the request lost a race and can simply be repeated.
      return { error: new AppError('conflict', { cause: error }), level: 'warn' };
    default:
      return dataErrors.has(pg.code) ? { error: new AppError('validation_failed', { cause: error }), level: 'warn' } : null;
  }
}
