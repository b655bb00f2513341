import 'server-only';
import type { SandboxAcquirerOperation } from '@/lib/server/db/schema';
import type { OperationResult } from '../provider';

/** Amounts the bank moves are whole kopiyky above zero; anything else is the caller's mistake, not a decline. */
export function assertAmount(amountKop: number, what: string): void {
  if (!Number.isSafeInteger(amountKop) || amountKop <= 0) throw new RangeError(`a sandbox ${what} needs a positive whole number of kopiyky, not ${amountKop}`);
}

/** An operation as the interface reports it; the same row answers every repeat of its reference. */
export function operationResult(operation: SandboxAcquirerOperation, extra: Record<string, unknown> = {}): OperationResult {
  return {
    state: operation.status === 'succeeded' ? 'succeeded' : 'failed',
    providerRef: operation.operationId,
    failureCode: operation.failureCode,
    data: { kind: operation.kind, status: operation.status, amount_kop: operation.amountKop, failure_code: operation.failureCode, ...extra },
  };
}

/** A refusal the bank did not record (no order under that reference: nothing to record it on). */
export const unrecorded = (failureCode: string): OperationResult => ({ state: 'failed', providerRef: null, failureCode, data: { status: 'declined', failure_code: failureCode } });
