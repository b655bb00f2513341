/**
 * The text being typed survives a reload (docs/chat.md): kept per booking in this browser's
 * storage, removed once sent. Storage may be unavailable (private mode, full): typing still works.
 */
const keyOf = (bookingId: number) => `kermo:chat-draft:${bookingId}`;

export function readDraft(bookingId: number): string {
  try {
    return window.localStorage.getItem(keyOf(bookingId)) ?? '';
  } catch {
    return '';
  }
}

export function writeDraft(bookingId: number, text: string): void {
  try {
    if (text) window.localStorage.setItem(keyOf(bookingId), text);
    else window.localStorage.removeItem(keyOf(bookingId));
  } catch {
    // Nothing to do: the draft simply does not outlive the page.
  }
}
