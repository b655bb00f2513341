import { z } from 'zod';
import { LangField } from '@/lib/api/lang';
import { ZApplicant } from './applicant';
import { isValidEdrpou, isValidTaxNumber } from './registry-codes';
import { ZBirthDate } from '@/lib/validation/dates';
import { ZId } from '@/lib/validation/numbers';

export const ZCodeChannel = z.enum(['email', 'phone']);
export const ZSendCodeRequest = z.object({ channel: ZCodeChannel, lang: LangField });
/** Spec §5: the phone code has four digits; the e-mail code six. */
export const ZConfirmCodeRequest = z
  .object({ channel: ZCodeChannel, code: z.string().trim().regex(/^\d+$/, { error: 'wrongCode' }), lang: LangField })
  .refine((body) => body.code.length === (body.channel === 'phone' ? 4 : 6), { error: 'wrongCode', path: ['code'] });

export const ZLicenceView = z.object({
  id: z.number(),
  status: z.enum(['draft', 'pending', 'approved', 'rejected']),
  country: z.string(),
  serial_number: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  birth_date: z.string(),
  issued_on: z.string(),
  expires_on: z.string(),
  rejection_reason: z.string().nullable(),
  photos: z.object({ front: z.string().optional(), back: z.string().optional(), selfie: z.string().optional() }),
}).meta({ id: 'LicenceView' });
export const ZLicenceResponse = z.object({ licence: ZLicenceView.nullable() });
/** A licence waiting for review, with who submitted it (operators only). */
export const ZLicenceQueueItem = ZLicenceView.extend({ user_id: z.number(), submitted_at: z.string().nullable(), applicant: ZApplicant });
export type TLicenceQueueItem = z.infer<typeof ZLicenceQueueItem>;
export const ZLicenceQueue = z.object({ items: z.array(ZLicenceQueueItem) });
export const ZLicenceDecisionRequest = z.object({
  licence_id: ZId,
  decision: z.enum(['approved', 'rejected']),
  reason: z.string().trim().max(255).optional(),
  lang: LangField,
});

export type TLicenceView = z.infer<typeof ZLicenceView>;

/** A company's application: EDRPOU with a valid check digit and its registration details. */
export const ZCompanyApplication = z.object({
  edrpou: z.string().trim().refine(isValidEdrpou, { error: 'edrpou' }).meta({ examples: ['10000001'] }),
  legal_name: z.string().trim().min(2).max(200),
  legal_address: z.string().trim().min(5).max(300),
  director: z.string().trim().min(3).max(150),
  lang: LangField,
});

/** A host's identity details: the РНОКПП tax number (check digit validated) and the birth date (an adult's). */
export const ZHostApplication = z.object({
  tax_number: z.string().trim().refine(isValidTaxNumber, { error: 'taxNumber' }).meta({ examples: ['2000000009'] }),
  birth_date: ZBirthDate,
  lang: LangField,
});

export const ZOwnerApplicationView = z.object({
  id: z.number(),
  user_id: z.number(),
  kind: z.enum(['host', 'company']),
  registry_code: z.string(),
  details: z.record(z.string(), z.string()),
  status: z.enum(['pending', 'approved', 'rejected']),
  rejection_reason: z.string().nullable(),
  submitted_at: z.string(),
}).meta({ id: 'OwnerApplicationView' });
export type TOwnerApplicationView = z.infer<typeof ZOwnerApplicationView>;
/** A host's or company's application waiting for review, with who sent it (operators only). */
export const ZOwnerQueueItem = ZOwnerApplicationView.extend({ applicant: ZApplicant });
export type TOwnerQueueItem = z.infer<typeof ZOwnerQueueItem>;
export const ZOwnerQueue = z.object({ items: z.array(ZOwnerQueueItem) });
export const ZOwnerDecisionRequest = z.object({
  application_id: ZId,
  decision: z.enum(['approved', 'rejected']),
  reason: z.string().trim().max(255).optional(),
  lang: LangField,
});
