import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { inTransaction } from '@/lib/server/db/client';
import { outbox } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';

/** After this many failed attempts a message is marked failed and no longer retried. */
export const MAX_ATTEMPTS = 5;

const store = globalThis as typeof globalThis & { __kermoSmtp?: { url: string; transport: Transporter } };

function transport(): Transporter | null {
  const url = process.env.SMTP_URL;
  if (!url) return null;
  if (store.__kermoSmtp?.url !== url) store.__kermoSmtp = { url, transport: nodemailer.createTransport(url) };
  return store.__kermoSmtp.transport;
}

export function smtpConfigured(): boolean {
  return Boolean(process.env.SMTP_URL);
}

/**
 * Hands pending e-mails to the SMTP server of SMTP_URL (production; without it the outbox itself is
 * the delivery). One row at a time is claimed with FOR UPDATE SKIP LOCKED, so several instances
 * share the work; a failure is retried on later runs, up to MAX_ATTEMPTS.
 */
export async function deliverPendingMail(batch = 20): Promise<{ sent: number; failed: number }> {
  const smtp = transport();
  const result = { sent: 0, failed: 0 };
  if (!smtp) return result;
  const from = process.env.MAIL_FROM || 'Kermo <no-reply@kermo.ua>';
  for (let i = 0; i < batch; i += 1) {
    const outcome = await inTransaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.channel, 'email'), eq(outbox.status, 'pending')))
        .orderBy(asc(outbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      try {
        await smtp.sendMail({ from, to: row.recipient, subject: row.subject ?? '', text: row.bodyText, html: row.bodyHtml ?? undefined });
        await tx.update(outbox).set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1, lastError: null }).where(eq(outbox.id, row.id));
        return 'sent' as const;
      } catch (error) {
        const attempts = row.attempts + 1;
        log.warn({ err: error, outboxId: row.id, attempts }, 'e-mail delivery failed');
        await tx
          .update(outbox)
          .set({ attempts, lastError: String((error as Error).message ?? error).slice(0, 500), status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending' })
          .where(eq(outbox.id, row.id));
        return 'failed' as const;
      }
    });
    if (!outcome) break;
    result[outcome] += 1;
    // A failing server is not hammered within one run.
    if (outcome === 'failed') break;
  }
  return result;
}
