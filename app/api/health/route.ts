import { healthContract } from '@/lib/api/system-contracts';
import { AppError } from '@/lib/errors/app-error';
import { apiRoute } from '@/lib/server/api/route';
import { checkDatabase } from '@/lib/server/db/check-health';
import { log } from '@/lib/server/log';

export const dynamic = 'force-dynamic';

// GET /api/health — 200 when the database is reachable and migrated, 503 otherwise
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(healthContract, async () => {
  try {
    return { status: 'ok' as const, database: await checkDatabase() };
  } catch (error) {
    log.error({ err: error }, 'health check failed');
    throw new AppError('unavailable');
  }
});
