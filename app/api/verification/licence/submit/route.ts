import { licenceSubmitContract } from '@/lib/verification/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { submitLicence } from '@/lib/server/verification/licence';

// POST /api/verification/licence/submit — for review
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(licenceSubmitContract, async ({ session }) => ({ licence: await submitLicence(session.user) }));
