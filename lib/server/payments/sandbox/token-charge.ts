import 'server-only';
import { type SandboxDeclineCode, sandboxTokenOutcome } from '@/lib/payments/test-cards';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type SandboxAcquirerCard, sandboxAcquirerOrders } from '@/lib/server/db/schema';
import type { OrderStatus, TokenChargeRequest } from '../provider';
import { findSandboxCard, sandboxCardToken } from './cards';
import { decisionReport } from './callback-body';
import { recordSandboxCallback, sendSandboxCallbacks } from './deliver-callback';
import { assertAmount } from './operation-result';
import { sandboxOperationId, sandboxOrderStatus } from './orders';

/**
 * Why the bank refuses to charge this token for this customer, or null: an unknown or revoked
 * token, one issued to another customer (a token is its customer's alone), or a payout card.
 */
function refusal(card: SandboxAcquirerCard | null, request: TokenChargeRequest): string | null {
  if (!card) return 'token_not_found';
  if (card.revokedAt) return 'token_revoked';
  if (card.customerRef !== request.customerRef) return 'token_customer_mismatch';
  if (card.purpose !== 'payment') return 'token_not_for_payment';
  return null;
}

/**
 * A charge (or with `mode: 'hold'`, a hold) of a saved card without the cardholder — a new order
 * under the merchant's new reference, decided at once by the card's behaviour (test-cards.ts:
 * `sandboxTokenOutcome`; no 3-D Secure for a merchant-initiated charge) and answered as its status.
 * Idempotent by `reference`: asked again, the bank answers the order as it stands and charges
 * nothing more. A refusal of the token itself (`token_not_found`, `token_revoked`,
 * `token_customer_mismatch`, `token_not_for_payment`) is a declined order too. Every decision is
 * sent to the merchant as a signed callback, like a page's.
 */
export async function chargeSandboxToken(request: TokenChargeRequest, merchant: string, now = new Date()): Promise<OrderStatus> {
  assertAmount(request.amountKop, 'charge by token');
  const callbackId = await inTransaction(async () => {
    const db = await getDb();
    const found = await findSandboxCard(request.token);
    const refused = refusal(found, request);
    const card = refused ? null : found;
    const outcome = card ? sandboxTokenOutcome(card.panMasked) : null;
    const declined: string | null = refused ?? (outcome?.kind === 'decline' ? (outcome.code satisfies SandboxDeclineCode) : null);
    const [order] = await db
      .insert(sandboxAcquirerOrders)
      .values({
        reference: request.reference,
        merchant,
        customerRef: request.customerRef,
        description: request.description,
        mode: request.mode,
        initiator: 'merchant',
        amountKop: request.amountKop,
        currency: request.currency,
        callbackUrl: request.callbackUrl,
        status: declined ? 'declined' : request.mode === 'hold' ? 'held' : 'paid',
        failureCode: declined,
        cardLast4: card?.cardLast4 ?? null,
        panMasked: card?.panMasked ?? null,
        cardId: card?.id ?? null,
        ...(request.mode === 'hold' ? { heldKop: declined ? 0 : request.amountKop, capturedKop: 0 } : {}),
        operationId: sandboxOperationId(),
        // Decided as it is opened: there is no page to lapse.
        expiresAt: now,
        createdAt: now,
        decidedAt: now,
      })
      .onConflictDoNothing({ target: sandboxAcquirerOrders.reference })
      .returning();
    // The reference was used before: that order stands, and is what the answer reports.
    if (!order) return null;
    return recordSandboxCallback(order, sandboxCardToken(card), decisionReport(order), now);
  });
  if (callbackId) await sendSandboxCallbacks([callbackId], now);
  return sandboxOrderStatus(request.reference, now);
}
