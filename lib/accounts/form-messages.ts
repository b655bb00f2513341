import type { ValidationKey } from '@/lib/validation/issue-message';

/**
 * The `Validation` keys the account schemas (lib/accounts/schemas.ts) name themselves: with the
 * generic ones, all that the sign-in, sign-up and password forms can show before a call. The pages
 * carry only these (app/[locale]/(auth)/layout.tsx); a unit test fails when a schema names another.
 */
export const ACCOUNT_VALIDATION_KEYS = [
  'passwordChars',
  'passwordDigit',
  'passwordSymbol',
  'passwordLower',
  'passwordUpper',
  'sameAsPassword',
  'nameChars',
  'nameLetters',
  'phone',
  'acceptTerms',
  'duplicateLanguage',
  'wrongCode',
] as const satisfies readonly ValidationKey[];
