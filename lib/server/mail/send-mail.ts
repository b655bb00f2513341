import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { afterCommit, getDb } from '@/lib/server/db/client';
import { outbox } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';
import { deliverPendingMail, smtpConfigured } from './deliver-outbox';
import { type EmailTemplate, renderEmail } from './render-email';

/**
 * Queues an e-mail (architecture §5): it is written to the outbox in the recipient's language and
 * logged. Called inside `inTransaction`, the row commits or rolls back with the change it reports. Locally the outbox is the delivery; with SMTP_URL set, the mail job hands pending rows to
 * the SMTP server.
 */
export async function sendMail(options: { to: string; userId?: number; locale: Locale; name: string; template: EmailTemplate }) {
  const { to, userId, locale, name, template } = options;
  const email = renderEmail(template, locale, name);
  const db = await getDb();
  const [row] = await db
    .insert(outbox)
    .values({
      channel: 'email',
      recipient: to,
      userId,
      template: template.name,
      locale,
      subject: email.subject,
      bodyText: email.text,
      bodyHtml: email.html,
      payload: 'link' in template ? { link: template.link } : 'code' in template ? { code: template.code } : {},
    })
    .returning({ id: outbox.id });
  log.info({ outboxId: row?.id, template: template.name, locale }, 'e-mail queued');
  // Reset links and the like should not wait for the next job run; the job retries what fails.
  // Inside a transaction the row is only visible (and only meant to go out) once it commits.
  if (smtpConfigured()) afterCommit(() => deliverPendingMail(5));
  return row?.id;
}
