import { chatInboxContract } from '@/lib/chat/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { inboxOf } from '@/lib/server/chat/inbox';

// POST /api/profile/chat/inbox — every conversation, the latest first
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(chatInboxContract, ({ body, session, locale }) => inboxOf(session.user, body.page, locale));
