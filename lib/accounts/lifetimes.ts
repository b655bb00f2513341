/**
 * How long what we send for account changes stays usable, in minutes: the server's expiry and every
 * text that states it read these, so the number is written once.
 */
/** A password reset link (single use). */
export const RESET_TTL_MINUTES = 60;
/** The code sent to a new e-mail address. */
export const EMAIL_CHANGE_TTL_MINUTES = 30;
