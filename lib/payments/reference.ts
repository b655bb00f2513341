/**
 * Our order references at the acquirer (`payments.provider_ref`): `kp-` and 20 lower-case hex
 * digits (80 random bits). Lower case because the reference is part of the sandbox page's path
 * and the proxy folds paths to lower case (docs/routing.md).
 */
export const PAYMENT_REFERENCE = /^kp-[0-9a-f]{20}$/;

export const isPaymentReference = (value: unknown): value is string => typeof value === 'string' && PAYMENT_REFERENCE.test(value);
