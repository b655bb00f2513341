/** The chat's numbers (docs/chat.md), without zod: the islands read them too. */
export const CHAT_LIMITS = {
  /** A message's text, trimmed. */
  text: 2_000,
  /** Messages a page of the conversation holds (older pages load on scroll). */
  perPage: 30,
  /** Conversations per page of the inbox. */
  inboxPerPage: 20,
  /** Bookings the status poll reports on at most (the app's current ones). */
  statusBookings: 50,
  /** A photo as uploaded, before re-encoding. */
  photoBytes: 10 * 1024 * 1024,
  /** The conversation stays open this long after the trip (or after the booking closed without one). */
  openDaysAfter: 30,
} as const;

/**
 * Spec §9: the status poll's interval while signed in (and an open conversation's). The end-to-end
 * build (KERMO_TEST_HOOKS, inlined at build time) polls every 2 seconds so its two-browser chat
 * walk waits seconds, not tens of them, for each message; every other build polls every 10.
 */
export const CHAT_STATUS_POLL_MS = process.env.KERMO_TEST_HOOKS === '1' ? 2_000 : 10_000;
