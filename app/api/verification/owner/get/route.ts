import { applicationGetContract } from '@/lib/verification/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { getOwnApplication } from '@/lib/server/verification/owner-application';

// POST /api/verification/owner/get — the signed-in owner's application
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(applicationGetContract, async ({ session }) => ({ application: await getOwnApplication(session.user) }));
