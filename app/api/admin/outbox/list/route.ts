import { outboxListContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { listOutbox } from '@/lib/server/mail/list-outbox';

// POST /api/admin/outbox/list — operators only
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(outboxListContract, async ({ body, session }) => ({ items: await listOutbox(session.user, body.recipient) }));
