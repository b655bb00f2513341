import { licenceQueueContract } from '@/lib/verification/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { listPendingLicences } from '@/lib/server/verification/licence';

// POST /api/admin/verification/licences — operators only
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(licenceQueueContract, async ({ session }) => ({ items: await listPendingLicences(session.user) }));
