import { allMethods } from '@/lib/server/api/methods';
import { resolveSession } from '@/lib/server/auth/resolve-session';
import { fileResponse, notFoundFile } from '@/lib/server/bookings/document-response';
import { signedContractFile } from '@/lib/server/bookings/signed-contract';

// GET /api/profile/booking/document/{id}/signed — the uploaded signed copy, for the two parties and operators
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const session = await resolveSession(request);
  const file = /^\d{1,9}$/.test(id) ? await signedContractFile(session?.user ?? null, Number(id)) : null;
  return file ? fileResponse(file.body, file.contentType, file.name) : notFoundFile();
}

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = allMethods({ GET });
