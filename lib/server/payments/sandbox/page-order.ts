import 'server-only';
import { isPaymentReference } from '@/lib/payments/reference';
import type { SandboxAcquirerOrder } from '@/lib/server/db/schema';
import { sandboxAcquirerEnabled } from '../providers';
import { findSandboxOrder } from './orders';

/**
 * The order behind a sandbox page or call, for the person asking: only the customer the merchant
 * opened it for sees it. Anyone else, a malformed reference, and every reference while the sandbox
 * is not the configured acquirer look exactly like an order that does not exist (null → 404). A
 * charge by token has no page: it too is not found.
 */
export async function sandboxOrderFor(customerId: number, reference: unknown, options: { lock?: boolean } = {}): Promise<SandboxAcquirerOrder | null> {
  if (!sandboxAcquirerEnabled() || !isPaymentReference(reference)) return null;
  const order = await findSandboxOrder(reference, options);
  return order && order.initiator === 'customer' && order.customerRef === String(customerId) ? order : null;
}
