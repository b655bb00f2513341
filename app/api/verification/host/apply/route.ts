import { hostApplicationContract } from '@/lib/verification/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { applyForOwnerVerification } from '@/lib/server/verification/owner-application';

// POST /api/verification/host/apply — a host's verification application
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(hostApplicationContract, async ({ body, session }) => ({
  application: await applyForOwnerVerification(session.user, { kind: 'host', data: body }),
}));
