import { applicationQueueContract } from '@/lib/verification/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { listPendingApplications } from '@/lib/server/verification/owner-application';

// POST /api/admin/verification/owners — operators only
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(applicationQueueContract, async ({ session }) => ({ items: await listPendingApplications(session.user) }));
