import 'server-only';
import { eq } from 'drizzle-orm';
import { sandboxPayoutOutcome } from '@/lib/payments/test-cards';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type SandboxAcquirerCard, sandboxAcquirerOperations } from '@/lib/server/db/schema';
import type { OperationResult, PayoutRequest } from '../provider';
import { findSandboxCard } from './cards';
import { assertAmount, operationResult } from './operation-result';
import { sandboxOperationId } from './orders';

function refusal(card: SandboxAcquirerCard | null): string | null {
  if (!card) return 'token_not_found';
  if (card.revokedAt) return 'token_revoked';
  if (card.purpose !== 'payout') return 'token_not_for_payout';
  return sandboxPayoutOutcome(card.panMasked).kind === 'decline' ? 'card_declined' : null;
}

/**
 * Pays an owner's card by its token — only a token registered for payouts (`verifyCard` with
 * `purpose: 'payout'`; a renter's saved payment card is refused, `token_not_for_payout`, as
 * WayForPay keeps rec2Token apart from recToken). Decided at once and recorded in the bank's books
 * under the merchant's reference, idempotent by it: asked again, the first answer, and no second
 * payout. The …0002 card declines it (`card_declined`); every other test card takes it. No callback
 * (the request names none): the answer is the outcome.
 */
export async function payoutSandbox(request: PayoutRequest, now = new Date()): Promise<OperationResult> {
  assertAmount(request.amountKop, 'payout');
  return inTransaction(async () => {
    const db = await getDb();
    const [earlier] = await db.select().from(sandboxAcquirerOperations).where(eq(sandboxAcquirerOperations.reference, request.reference));
    if (earlier) return operationResult(earlier, { operation_reference: earlier.reference });
    const card = await findSandboxCard(request.token);
    const failureCode = refusal(card) ?? (request.currency !== 'UAH' ? 'currency_mismatch' : null);
    const [payout] = await db
      .insert(sandboxAcquirerOperations)
      .values({
        kind: 'payout',
        reference: request.reference,
        cardId: card?.id ?? null,
        amountKop: request.amountKop,
        currency: request.currency,
        status: failureCode ? 'declined' : 'succeeded',
        failureCode,
        operationId: sandboxOperationId(),
        description: request.description,
        createdAt: now,
      })
      // Two tries at once: the second waits for the first, then finds its row.
      .onConflictDoNothing({ target: sandboxAcquirerOperations.reference })
      .returning();
    const row = payout ?? (await db.select().from(sandboxAcquirerOperations).where(eq(sandboxAcquirerOperations.reference, request.reference)))[0]!;
    return operationResult(row, { operation_reference: row.reference, pan_masked: card?.panMasked ?? null });
  });
}
