import { companyApplicationContract } from '@/lib/verification/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { applyForOwnerVerification } from '@/lib/server/verification/owner-application';

// POST /api/verification/company/apply — a company's verification application
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(companyApplicationContract, async ({ body, session }) => ({
  application: await applyForOwnerVerification(session.user, { kind: 'company', data: body }),
}));
