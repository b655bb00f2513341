import { eq } from 'drizzle-orm';
import { type SMTPServerDataStream, SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { outbox } from '@/lib/server/db/schema';
import { deliverPendingMail, MAX_ATTEMPTS } from '@/lib/server/mail/deliver-outbox';
import { sendMail } from '@/lib/server/mail/send-mail';
import { unique } from '@/tests/support/factories';

type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];
let server: SMTPServer;

beforeAll(async () => {
  // A real SMTP server on loopback; a recipient at reject.test is refused, like a full mailbox.
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(address.address.endsWith('@reject.test') ? new Error('550 mailbox unavailable') : undefined);
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  process.env.MAIL_FROM = 'Kermo <no-reply@kermo.test>';
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function statusOf(id: number) {
  const db = await getDb();
  const [row] = await db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id));
  return row?.status;
}

describe('e-mail delivery over SMTP', () => {
  it('sends queued e-mails in the recipient language and marks them sent', async () => {
    const to = `smtp-${unique()}@example.test`;
    const id = await sendMail({ to, locale: 'uk', name: 'Леся', template: { name: 'welcome', link: 'http://localhost:3000/cabinet' } });
    // sendMail already started a delivery; a concurrent run skips the row it holds (SKIP LOCKED).
    await expect.poll(async () => (await deliverPendingMail(), statusOf(id!))).toBe('sent');
    const message = received.find((m) => m.to.includes(to));
    expect(message?.from).toBe('no-reply@kermo.test');
    expect(message?.raw).toMatch(/Subject: =\?UTF-8\?/);
    expect(message?.raw).toContain('http://localhost:3000/cabinet');
    const db = await getDb();
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id!));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row!.sentAt).not.toBeNull();
  });

  it('retries a refused message and gives up after the limit', async () => {
    const to = `nobody-${unique()}@reject.test`;
    const id = await sendMail({ to, locale: 'en', name: 'Nobody', template: { name: 'deletionCompleted' } });
    const db = await getDb();
    await expect.poll(async () => (await deliverPendingMail(), statusOf(id!)), { timeout: 20_000 }).toBe('failed');
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id!));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(row!.lastError).toContain('mailbox unavailable');
  });
});
