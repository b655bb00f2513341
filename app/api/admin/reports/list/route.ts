import { reportListContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { listReports } from '@/lib/server/accounts/reports';

const PER_PAGE = 50;

// POST /api/admin/reports/list — operators only
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(reportListContract, async ({ body, session }) => ({
  items: await listReports(session.user, { status: body.status, page: body.page, perPage: PER_PAGE }),
  pagination: { current_page: body.page, per_page: PER_PAGE },
}));
