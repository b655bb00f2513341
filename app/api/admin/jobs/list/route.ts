import { jobListContract } from '@/lib/jobs/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { jobOverview } from '@/lib/server/jobs/job-overview';

// POST /api/admin/jobs/list — operators only
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(jobListContract, ({ session }) => jobOverview(session.user));
