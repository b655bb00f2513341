import 'server-only';

/**
 * The columns that send an approved car back to the operators' queue (its owner changed what
 * moderation checked: docs/cars.md "Edits and moderation"): under review again, off the catalog.
 */
export function backToModerationColumns() {
  return { status: 'pending', active: false, submittedAt: new Date(), rejectionReason: null } as const;
}
