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

/** Spec §9: the status poll's interval while signed in (and an open conversation's). */
export const CHAT_STATUS_POLL_MS = 10_000;
