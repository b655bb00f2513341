import { jobRetryContract } from '@/lib/jobs/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { retryFailedJob } from '@/lib/server/jobs/job-overview';

// POST /api/admin/jobs/retry — operators only
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(jobRetryContract, async ({ body, session }) => {
  await retryFailedJob(session.user, body.id);
  return { queued: true as const };
});
