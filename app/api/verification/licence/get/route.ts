import { licenceGetContract } from '@/lib/verification/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { getOwnLicence } from '@/lib/server/verification/licence';

// POST /api/verification/licence/get — the signed-in renter's licence
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(licenceGetContract, async ({ session }) => ({ licence: await getOwnLicence(session.user) }));
