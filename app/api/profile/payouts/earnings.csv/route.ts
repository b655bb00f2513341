import { isLocale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { earningsCsv } from '@/lib/payouts/earnings-csv';
import { kyivClock } from '@/lib/time/kyiv-clock';
import { failureResponse } from '@/lib/server/api/failure';
import { allMethods } from '@/lib/server/api/methods';
import { requestLocale } from '@/lib/server/api/request-locale';
import { requestIdOf } from '@/lib/server/api/respond';
import { AppError } from '@/lib/errors/app-error';
import { resolveSession } from '@/lib/server/auth/resolve-session';
import { fileResponse } from '@/lib/server/bookings/document-response';
import { allEarnings } from '@/lib/server/payouts/owner-lists';

// GET /api/profile/payouts/earnings.csv[?lang=en] — the owner's earnings per booking for Excel (docs/payouts.md)
export async function GET(request: Request) {
  const requestId = requestIdOf(request);
  const lang = new URL(request.url).searchParams.get('lang');
  const locale = isLocale(lang) ? lang : requestLocale(request);
  try {
    const session = await resolveSession(request);
    if (!session) throw new AppError('unauthorized');
    const earnings = await allEarnings(session.user);
    const words = loadMessages(locale).OwnerPayments.csv;
    const csv = earningsCsv(earnings, { ...words, states: { pending: words.pending, settled: words.settled } }, locale);
    return fileResponse(new TextEncoder().encode(csv), 'text/csv; charset=utf-8', `kermo-earnings-${kyivClock(new Date()).date}.csv`);
  } catch (error) {
    return failureResponse(error, { locale, requestId, path: '/api/profile/payouts/earnings.csv' });
  }
}

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = allMethods({ GET });
