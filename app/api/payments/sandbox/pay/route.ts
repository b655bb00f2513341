import { sandboxPayContract } from '@/lib/payments/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { sandboxPay } from '@/lib/server/payments/sandbox/charge';

// POST /api/payments/sandbox/pay — the sandbox acquirer's hosted page pays its order with a card
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(sandboxPayContract, ({ body, session }) => sandboxPay(session.user, body.reference, body));
