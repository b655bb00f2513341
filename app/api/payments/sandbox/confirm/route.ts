import { sandboxConfirmContract } from '@/lib/payments/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { sandboxConfirm } from '@/lib/server/payments/sandbox/charge';

// POST /api/payments/sandbox/confirm — the sandbox acquirer's 3-D Secure step (one-time code)
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(sandboxConfirmContract, ({ body, session }) => sandboxConfirm(session.user, body.reference, body.code));
