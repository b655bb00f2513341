/**
 * How long the extras after a trip are taken without the renter (from the deposit, the saved card)
 * before the renter's own payment page opens anyway: an acquirer that is down must not leave the
 * booking waiting at 12 for good (docs/payments.md "Extras after the trip").
 */
export const EXTRAS_COLLECTION_MAX_MS = 2 * 3_600_000;

/** Whether the extras are still being collected without the renter at `now`. */
export const collectingExtras = (since: Date | null, now: Date): boolean => since !== null && now.getTime() - since.getTime() < EXTRAS_COLLECTION_MAX_MS;
