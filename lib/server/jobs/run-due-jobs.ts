import 'server-only';
import { processDueDeletions } from '@/lib/server/accounts/deletion';
import { log } from '@/lib/server/log';
import { deliverPendingMail } from '@/lib/server/mail/deliver-outbox';
import { pruneRateLimitEvents } from '@/lib/server/security/rate-limit';

/**
 * Background work that is due: completing account deletions, sending queued e-mail (with SMTP_URL)
 * and pruning old rate-limit events.
 * Idempotent and safe to run on several replicas at once (row locks with SKIP LOCKED).
 */
export async function runDueJobs(now = new Date()): Promise<{ deletions: number; mail: { sent: number; failed: number } }> {
  const deletions = await processDueDeletions(now);
  const mail = await deliverPendingMail();
  await pruneRateLimitEvents(now);
  if (deletions || mail.sent || mail.failed) log.info({ deletions, mail }, 'due jobs done');
  return { deletions, mail };
}
