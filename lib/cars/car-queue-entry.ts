import type { TApplicant } from '@/lib/verification/applicant';
import type { TCarView } from './car-view';

/** A car in the operators' moderation queue, with its owner (lib/server/admin/car-moderation-queue.ts). */
export type TCarQueueEntry = {
  car: TCarView;
  /** The owner as the verification queue shows applicants: contacts, age on Kermo, earlier decisions, reports. */
  owner: TApplicant;
  /** The owner's legal_verification now (0 none, 1 pending, 2 verified, 3 rejected): submission needed 2, but it may have changed since. */
  ownerVerification: number;
};
