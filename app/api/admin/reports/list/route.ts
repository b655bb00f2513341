import { reportListContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { listReports } from '@/lib/server/accounts/reports';

const PER_PAGE = 50;

// POST /api/admin/reports/list — operators only
export const POST = apiRoute(reportListContract, async ({ body }) => ({
  items: await listReports({ status: body.status, page: body.page, perPage: PER_PAGE }),
  pagination: { current_page: body.page, per_page: PER_PAGE },
}));
