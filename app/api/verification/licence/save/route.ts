import { licenceSaveContract } from '@/lib/verification/contracts';
import { LICENCE_SIDES, ZLicenceFields } from '@/lib/verification/licence';
import { AppError } from '@/lib/errors/app-error';
import { issueMessage, issuePath } from '@/lib/validation/issue-message';
import { apiRoute } from '@/lib/server/api/route';
import { saveLicence } from '@/lib/server/verification/licence';

// POST /api/verification/licence/save — licence details and up to three photos (multipart)
export const POST = apiRoute(licenceSaveContract, async ({ formData, session }) => {
  const fields = Object.fromEntries([...(formData ?? [])].filter(([, value]) => typeof value === 'string'));
  const parsed = ZLicenceFields.safeParse(fields, { reportInput: true });
  if (!parsed.success) {
    throw new AppError('validation_failed', { fields: Object.fromEntries(parsed.error.issues.map((issue) => [issuePath(issue), issueMessage(issue)])) });
  }
  const files: Partial<Record<(typeof LICENCE_SIDES)[number], Buffer>> = {};
  for (const side of LICENCE_SIDES) {
    const file = formData?.get(side);
    if (file instanceof Blob && file.size > 0) files[side] = Buffer.from(await file.arrayBuffer());
  }
  return { licence: await saveLicence(session.user, parsed.data, files) };
});
