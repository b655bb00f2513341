/**
 * The one table of API error codes. Domain code throws a code; the route wrapper maps it to the
 * HTTP status here and to the localized message `Errors.<code>`; the UI translates by the same key.
 */
export const errorCodes = {
  invalid_json: 400,
  unauthorized: 401,
  forbidden: 403,
  bad_origin: 403,
  not_found: 404,
  menu_not_found: 404,
  user_not_found: 404,
  user_not_registered: 404,
  incorrect_login: 401,
  wrong_password: 401,
  user_deleted: 403,
  email_taken: 409,
  phone_taken: 409,
  reset_token_invalid: 410,
  agreement_required: 409,
  legal_cannot_rent: 403,
  report_exists: 409,
  report_self: 422,
  active_bookings: 409,
  deletion_pending: 409,
  invalid_image: 422,
  image_too_large: 422,
  social_disabled: 404,
  social_failed: 400,
  wrong_code: 422,
  code_expired: 410,
  email_attempts_exceeded: 429,
  code_cooldown: 429,
  already_verified: 409,
  licence_taken: 409,
  licence_exists: 409,
  licence_incomplete: 422,
  licence_expired: 422,
  driver_too_young: 422,
  licence_too_new: 422,
  not_verified_driver: 403,
  verification_required: 403,
  application_exists: 409,
  wrong_account_kind: 403,
  car_deleted: 410,
  car_under_review: 409,
  car_not_approved: 409,
  car_state: 409,
  car_changed: 409,
  vin_taken: 409,
  plate_taken: 409,
  // Spec §8 booking codes are codes too; 125: the car is already booked for these hours.
  '125': 409,
  // 139: choose a time matching the owner's pick-up and drop-off hours (or the notice they need).
  '139': 422,
  // 140: the booking period is longer than the maximum set.
  '140': 422,
  // 141: the period does not match the owner's minimum/maximum (shorter than the minimum).
  '141': 422,
  booking_in_past: 422,
  delivery_unavailable: 422,
  car_not_found: 404,
  city_not_found: 404,
  conflict: 409,
  invalid_body: 400,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  rate_limited_wait: 429,
  internal: 500,
  unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorCodes;

export function statusOf(code: ErrorCode): number {
  return errorCodes[code];
}
