import { paymentsListContract } from '@/lib/payments/cabinet-contracts';
import { apiRoute } from '@/lib/server/api/route';
import { renterPayments } from '@/lib/server/payments/history/renter-payments';

// POST /api/profile/payments/list — the caller's payments as a renter, per booking
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(paymentsListContract, async ({ body, session, locale }) =>
  renterPayments(session.user.id, body.page, locale),
);
