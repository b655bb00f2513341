import 'server-only';
import { log } from '@/lib/server/log';
import { runDueJobs } from './run-due-jobs';

const INTERVAL_MS = Number(process.env.JOBS_INTERVAL_MS || 5 * 60_000);

/**
 * Runs the due jobs every few minutes inside each app instance. Every job claims its rows with
 * SKIP LOCKED, so several instances never do the same work; a missed tick is caught up on the next.
 */
export function startJobScheduler(): void {
  const tick = () => {
    runDueJobs().catch((error: unknown) => log.error({ err: error }, 'background jobs failed'));
  };
  setTimeout(tick, 10_000).unref();
  setInterval(tick, INTERVAL_MS).unref();
}
