import { latestOutboxSecret } from '@/lib/server/test-hooks/outbox-secret';

/**
 * The code or link of the newest message to a recipient, read straight from the outbox table:
 * how tests get what a person would read in their mail, now that operators never see it.
 */
export { latestOutboxSecret };

/** The newest code sent to a recipient (e-mail or phone), failing the test when there is none. */
export async function latestCode(recipient: string, template?: string): Promise<string> {
  const found = await latestOutboxSecret(recipient, template);
  if (!found?.code) throw new Error(`no code was sent to ${recipient}${template ? ` (${template})` : ''}`);
  return found.code;
}
