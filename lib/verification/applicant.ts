import { z } from 'zod';

/** A decision taken earlier on one of the person's verifications (an operator's, or the identity app's). */
export const ZApplicantDecision = z.object({
  subject: z.enum(['licence', 'owner']),
  decision: z.enum(['approved', 'rejected']),
  reason: z.string().nullable(),
  /** False for the identity app's approvals and for automatic returns (migration 0010). */
  by_operator: z.boolean(),
  created_at: z.string(),
});

/** A report another user filed against the person (spec §9 reasons 1–3). */
export const ZApplicantReport = z.object({
  reason: z.number().int(),
  comment: z.string(),
  status: z.enum(['open', 'resolved', 'dismissed']),
  created_at: z.string(),
});

/**
 * Who is asking to be verified, as an operator needs to judge it: the account's name, company and
 * contacts (with whether each was confirmed), when it was created, and its history — earlier
 * decisions with their reasons, newest first, and reports against it. Operators only.
 */
export const ZApplicant = z
  .object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    /** The company's name as registered with us (role 3), else null. */
    company_name: z.string().nullable(),
    /** 1 renter, 2 host, 3 company. */
    role: z.number(),
    email: z.string(),
    email_verified: z.boolean(),
    phone: z.string().nullable(),
    phone_verified: z.boolean(),
    registered_at: z.string(),
    /** The account asked to be deleted (its deletion is scheduled). */
    deletion_requested: z.boolean(),
    decisions: z.array(ZApplicantDecision),
    reports: z.array(ZApplicantReport),
  })
  .meta({ id: 'Applicant' });

export type TApplicant = z.infer<typeof ZApplicant>;
export type TApplicantDecision = z.infer<typeof ZApplicantDecision>;
export type TApplicantReport = z.infer<typeof ZApplicantReport>;

/** The most history an item carries; older entries are in the reports and decisions tables. */
export const APPLICANT_HISTORY_LIMIT = 20;
