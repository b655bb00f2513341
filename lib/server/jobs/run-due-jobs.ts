import 'server-only';
import { processDueDeletions } from '@/lib/server/accounts/deletion';
import { log } from '@/lib/server/log';
import { pruneRateLimitEvents } from '@/lib/server/security/rate-limit';

/**
 * Background work that is due: completing account deletions and pruning old rate-limit events.
 * Idempotent and safe to run on several replicas at once (row locks with SKIP LOCKED).
 */
export async function runDueJobs(now = new Date()): Promise<{ deletions: number }> {
  const deletions = await processDueDeletions(now);
  await pruneRateLimitEvents(now);
  if (deletions) log.info({ deletions }, 'due jobs done');
  return { deletions };
}
