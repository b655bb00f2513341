import { identityStatusContract } from '@/lib/verification/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { identitySessionStatus } from '@/lib/server/identity/identity-sessions';

// POST /api/verification/identity/status — polled by the verification page
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(identityStatusContract, ({ body, session }) => identitySessionStatus(session.user, body.session_id));
