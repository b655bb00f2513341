/**
 * Confirmation codes (spec §5/§9: phone codes have 4 digits; e-mail codes 6), limited per account.
 * Shared by the server, which sets the expiry from `ttlMinutes`, and every text that tells people
 * how long a code is valid, so the number is written once.
 */
export const CODE_RULES = {
  email: { digits: 6, ttlMinutes: 30, maxPerHour: 5, cooldownSeconds: 30, maxAttempts: 5 },
  phone: { digits: 4, ttlMinutes: 10, maxPerHour: 5, cooldownSeconds: 60, maxAttempts: 5 },
} as const;
