import { operatorRefundContract } from '@/lib/payments/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { refundByOperator } from '@/lib/server/payments/operator-refund';

// POST /api/admin/payments/refund — an operator refunds part or all of a payment, with a reason
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(operatorRefundContract, async ({ body, session }) => {
  const refund = await refundByOperator(session.user, body.payment_id, body.amount, body.reason);
  return { refund: { id: refund.id, payment_id: refund.paymentId, amount: refund.amountKop, status: refund.status as 'pending' | 'succeeded' | 'failed' } };
});
