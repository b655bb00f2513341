import { applicationDecisionContract } from '@/lib/verification/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { reviewApplication } from '@/lib/server/verification/owner-application';

// POST /api/admin/verification/owner-decision — operators only; recorded and mailed
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(applicationDecisionContract, async ({ body, session }) => ({
  application: await reviewApplication(session.user, body.application_id, body.decision, body.reason),
}));
