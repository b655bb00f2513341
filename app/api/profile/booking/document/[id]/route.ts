import { allMethods } from '@/lib/server/api/methods';
import { resolveSession } from '@/lib/server/auth/resolve-session';
import { contractPdf } from '@/lib/server/bookings/contract-document';
import { fileResponse, notFoundFile } from '@/lib/server/bookings/document-response';

// GET /api/profile/booking/document/{id} — the rental agreement (PDF), for the two parties and operators
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const session = await resolveSession(request);
  const pdf = /^\d{1,9}$/.test(id) ? await contractPdf(session?.user ?? null, Number(id)) : null;
  return pdf ? fileResponse(pdf, 'application/pdf', `kermo-agreement-${id}.pdf`) : notFoundFile();
}

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = allMethods({ GET });
