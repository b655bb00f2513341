import { identityStartContract } from '@/lib/verification/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { startIdentitySession } from '@/lib/server/identity/identity-sessions';

// POST /api/verification/identity/start — a deeplink and QR code to share the licence from the app
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(identityStartContract, ({ session }) => startIdentitySession(session.user));
