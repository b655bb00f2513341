import { reportCreateContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { createReport } from '@/lib/server/accounts/reports';

// POST /api/reports/create — report a user (one open report per reporter and target)
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(reportCreateContract, ({ body, session }) => createReport(session.user, body.user_id, body.reason, body.comment ?? ''));
