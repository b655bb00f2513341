import { isVerified, LEGAL_VERIFICATION, ROLE, type Role } from '@/lib/auth/viewer';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';

/**
 * The verification steps of each kind of account (docs/verification.md): renters confirm e-mail and
 * phone and have their driving licence checked; hosts and companies confirm their contacts and send
 * their owner or company details. The checklist, the "verify first" notices and the API's refusals
 * all read the steps from here, so they name the same step in the same state.
 */
export type StepKey = 'email' | 'phone' | 'licence' | 'host' | 'company';

/** `draft`: a licence saved but not sent for review; `pending`: with our operators. */
export type StepStatus = 'done' | 'todo' | 'draft' | 'pending' | 'rejected';

export type VerificationStep = {
  key: StepKey;
  status: StepStatus;
  /** The operator's reason, for a rejected step. */
  reason: string | null;
  /** The step decides spec §5's "verified" (the licence, or the owner's details); e-mail and phone do not. */
  gate: boolean;
};

/** What the steps are computed from: the account row and its licence or owner application. */
export type VerificationState = {
  role: Role;
  emailVerified: boolean;
  phoneVerified: boolean;
  isDriverLicenseVerified: boolean;
  legalVerification: number;
  /** The owner application's rejection reason (or the account's copy of it). */
  legalReason: string | null;
  licence: { status: 'draft' | 'pending' | 'approved' | 'rejected'; rejectionReason: string | null } | null;
};

/**
 * Where each step lives on /user-verification: the `id` of the step's heading there. Links are
 * `/user-verification#step-email`; the page must keep these ids on its step headings.
 */
export const STEP_ANCHORS = { email: 'step-email', phone: 'step-phone', licence: 'step-licence', host: 'step-owner', company: 'step-owner' } as const satisfies Record<StepKey, string>;

function licenceStep(state: VerificationState): VerificationStep {
  const base = { key: 'licence' as const, gate: true, reason: null };
  // The account's flag is the truth (spec §5); the row says how far a licence not yet approved got.
  if (state.isDriverLicenseVerified) return { ...base, status: 'done' };
  switch (state.licence?.status) {
    case 'draft':
      return { ...base, status: 'draft' };
    case 'pending':
      return { ...base, status: 'pending' };
    case 'rejected':
      return { ...base, status: 'rejected', reason: state.licence.rejectionReason };
    default:
      return { ...base, status: 'todo' };
  }
}

function ownerStep(state: VerificationState): VerificationStep {
  const key = state.role === ROLE.legal ? 'company' : 'host';
  const base = { key, gate: true, reason: null } as const;
  switch (state.legalVerification) {
    case LEGAL_VERIFICATION.verified:
      return { ...base, status: 'done' };
    case LEGAL_VERIFICATION.pending:
      return { ...base, status: 'pending' };
    case LEGAL_VERIFICATION.rejected:
      return { ...base, status: 'rejected', reason: state.legalReason };
    default:
      return { ...base, status: 'todo' };
  }
}

/** The account's steps in the order the verification page shows them. */
export function verificationSteps(state: VerificationState): VerificationStep[] {
  return [
    { key: 'email', status: state.emailVerified ? 'done' : 'todo', reason: null, gate: false },
    { key: 'phone', status: state.phoneVerified ? 'done' : 'todo', reason: null, gate: false },
    state.role === ROLE.user ? licenceStep(state) : ownerStep(state),
  ];
}

/**
 * The step that keeps the account from being verified in spec §5's sense (the licence for renters,
 * the owner's or company's details otherwise), or null when it is verified. This is what a "verify
 * first" message names: e-mail and phone do not decide whether one may book or list a car.
 */
export function blockingStep(state: VerificationState): VerificationStep | null {
  if (isVerified(state)) return null;
  return verificationSteps(state).find((step) => step.gate) ?? null;
}

/** Steps the person can act on now (not done, not waiting for an operator). */
export function openSteps(steps: VerificationStep[]): VerificationStep[] {
  return steps.filter((step) => step.status !== 'done' && step.status !== 'pending');
}

/** The link to a step on the verification page. */
export function stepHref(step: Pick<VerificationStep, 'key'>, locale: Locale): string {
  return `${href('user-verification', { locale })}#${STEP_ANCHORS[step.key]}`;
}
