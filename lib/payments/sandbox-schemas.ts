import { z } from 'zod';
import { cardNumberValid, expiryProblem } from './card';
import { PAYMENT_REFERENCE } from './reference';
import { SANDBOX_OTP_CODE } from './test-cards';

/**
 * The sandbox acquirer's card form (docs/payments.md): the form and the sandbox API validate with
 * the same schema, so both say the same words (`Validation.card*`). The expiry is checked against
 * the clock at the moment of parsing.
 */
export const ZSandboxCardFields = z.object({
  card_number: z.string().trim().min(1).max(23).refine(cardNumberValid, { error: 'cardNumber' }),
  expiry: z
    .string()
    .trim()
    .min(1)
    .max(7)
    .superRefine((value, ctx) => {
      const problem = expiryProblem(value, new Date());
      if (problem) ctx.addIssue({ code: 'custom', message: problem === 'expired' ? 'cardExpired' : 'cardExpiry' });
    }),
  cvc: z.string().trim().min(1).regex(/^\d{3,4}$/, { error: 'cardCvc' }),
  // As embossed on a card: Latin letters, spaces, hyphens, apostrophes and dots.
  holder: z.string().trim().min(1).max(26).regex(/^[A-Za-z][A-Za-z .'-]*$/, { error: 'cardHolder' }),
});

export const ZSandboxOtpFields = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .regex(new RegExp(`^\\d{${SANDBOX_OTP_CODE.length}}$`), { error: 'oneTimeCode' }),
});

export const ZPaymentReference = z.string().regex(PAYMENT_REFERENCE, { error: 'invalidFormat' });

/** What the hosted page's card form sends (the contract adds `lang`). */
export const ZSandboxPayBody = ZSandboxCardFields.safeExtend({ reference: ZPaymentReference });

/** What the 3-D Secure step sends. */
export const ZSandboxConfirmBody = ZSandboxOtpFields.safeExtend({ reference: ZPaymentReference });
