/**
 * The text being typed survives a reload (docs/chat.md): kept per person and booking in this
 * browser's storage, removed once sent and when the session ends (a shared computer keeps no one's
 * words; a session that expired unseen leaves its drafts to that person alone, under their id).
 * Storage may be unavailable (private mode, full): typing still works.
 */
const PREFIX = 'kermo:chat-draft:';
/** `userId` null: a page drawn without the signed-in person's id (component tests). */
const keyOf = (userId: number | null, bookingId: number) => `${PREFIX}${userId ?? 0}:${bookingId}`;

export function readDraft(userId: number | null, bookingId: number): string {
  try {
    return window.localStorage.getItem(keyOf(userId, bookingId)) ?? '';
  } catch {
    return '';
  }
}

/** Every draft in this browser: on sign-out, or when the server says the session has ended. */
export function clearDrafts(): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key?.startsWith(PREFIX) ?? false);
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage unavailable: there are no drafts in it either.
  }
}

export function writeDraft(userId: number | null, bookingId: number, text: string): void {
  try {
    if (text) window.localStorage.setItem(keyOf(userId, bookingId), text);
    else window.localStorage.removeItem(keyOf(userId, bookingId));
  } catch {
    // Nothing to do: the draft simply does not outlive the page.
  }
}
