import { licenceDecisionContract } from '@/lib/verification/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { reviewLicence } from '@/lib/server/verification/licence';

// POST /api/admin/verification/licence-decision — operators only; recorded and mailed
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(licenceDecisionContract, async ({ body, session }) => ({
  licence: await reviewLicence(session.user, body.licence_id, body.decision, body.reason),
}));
