import 'server-only';
import { log } from '@/lib/server/log';
import { appJobs } from './app-jobs';
import { runDueJobs } from './run-due-jobs';

const POLL_MS = Number(process.env.JOBS_POLL_MS || 10_000);

/**
 * Polls the job table inside each app instance. Runs are claimed with SKIP LOCKED, so several
 * instances never take the same run; a pass that is still busy is not overlapped by the next.
 */
export function startJobScheduler(): void {
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      await runDueJobs(appJobs);
    } catch (error) {
      log.error({ err: error }, 'job runner pass failed');
    } finally {
      busy = false;
    }
  };
  setTimeout(tick, 5_000).unref();
  setInterval(tick, POLL_MS).unref();
}
