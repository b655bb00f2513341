import { licenceSaveContract } from '@/lib/verification/contracts';
import { LICENCE_SIDES } from '@/lib/verification/licence';
import { apiRoute } from '@/lib/server/api/route';
import { saveLicence } from '@/lib/server/verification/licence';

// POST /api/verification/licence/save — licence details (validated by the contract) and up to three photos (multipart)
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(licenceSaveContract, async ({ body, formData, session }) => {
  const files: Partial<Record<(typeof LICENCE_SIDES)[number], Buffer>> = {};
  for (const side of LICENCE_SIDES) {
    const file = formData?.get(side);
    if (file instanceof Blob && file.size > 0) files[side] = Buffer.from(await file.arrayBuffer());
  }
  return { licence: await saveLicence(session.user, body, files) };
});
