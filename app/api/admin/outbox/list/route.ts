import { outboxListContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { listOutbox } from '@/lib/server/mail/list-outbox';

// POST /api/admin/outbox/list — operators only
export const POST = apiRoute(outboxListContract, async ({ body }) => ({ items: await listOutbox(body.recipient) }));
