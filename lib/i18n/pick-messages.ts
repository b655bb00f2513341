import { UNWORDED_ERROR_CODES } from '@/lib/api/client';
import type { Messages } from './messages';

export type Namespace = keyof Messages;
/** A namespace whole, or only the listed keys of it. */
export type MessagePick = Namespace | readonly [Namespace, readonly string[]];

/** Only `keys` of a namespace (keys it lacks are skipped). */
export function keepKeys<T extends Record<string, unknown>>(namespace: T, keys: readonly string[]): Partial<T> {
  return Object.fromEntries(keys.filter((key) => key in namespace).map((key) => [key, namespace[key]])) as Partial<T>;
}

/**
 * The messages a page hands its client islands (every byte is in the page's HTML, twice counted:
 * the document and its parsing). `Errors` is always cut to the codes a page words itself — the
 * server words every refusal it sends (lib/api/client.ts) — unless keys are listed.
 */
export function pickMessages(messages: Messages, picks: readonly MessagePick[]): Partial<Messages> {
  return Object.fromEntries(
    picks.map((pick) => {
      const [namespace, keys] = typeof pick === 'string' ? [pick, pick === 'Errors' ? UNWORDED_ERROR_CODES : undefined] : pick;
      const whole = messages[namespace] as Record<string, unknown>;
      return [namespace, keys ? keepKeys(whole, keys) : whole];
    }),
  );
}

/** The `Errors` messages a page words itself, for providers that build their messages by hand. */
export const clientErrors = (messages: Messages) => keepKeys(messages.Errors, UNWORDED_ERROR_CODES);
