import type { TChatMessage } from '@/lib/chat/contracts';

/** A message on screen: as the server has it, or one of mine still on its way (or refused). */
export type ShownMessage = TChatMessage & { state?: 'sending' | 'failed'; error?: string };

/**
 * The conversation after new messages arrive: one entry per message (a message sent here and then
 * fetched again by the poll is matched by its client id), sorted by the server's ids, mine still
 * sending kept at the end in the order they were typed.
 */
export function mergeMessages(current: readonly ShownMessage[], incoming: readonly TChatMessage[]): ShownMessage[] {
  const byClient = new Map<string, ShownMessage>();
  for (const message of current) byClient.set(`${message.mine ? 'me' : 'them'}:${message.client_id}:${message.state ? 'local' : message.id}`, message);
  const stored = new Map<number, ShownMessage>();
  for (const message of current) if (!message.state) stored.set(message.id, message);
  for (const message of incoming) {
    stored.set(message.id, message);
    // Mine, sent from here: the pending copy gives way to the stored one.
    if (message.mine) byClient.delete(`me:${message.client_id}:local`);
  }
  const pending = [...byClient.values()].filter((message) => message.state);
  return [...[...stored.values()].sort((a, b) => a.id - b.id), ...pending];
}

/** The newest stored message's id (0: none yet). */
export const newestId = (messages: readonly ShownMessage[]) => messages.reduce((max, message) => (message.state ? max : Math.max(max, message.id)), 0);
export const oldestId = (messages: readonly ShownMessage[]) => messages.reduce((min, message) => (message.state ? min : Math.min(min, message.id)), Number.MAX_SAFE_INTEGER);
