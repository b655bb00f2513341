/**
 * When a form island (components/ui/form-island.tsx) may swap the server's form for the live one
 * without taking something from the visitor's hands on a phone:
 * - a list with the focus is shown in a picker of the phone's own, which would close with the choice
 *   lost if the element were swapped under it;
 * - a text field on a touch screen has the on-screen keyboard open, which closes with the field, and
 *   iOS does not open it again for the new field's `focus()`: the visitor would be typing into
 *   nothing. With a mouse and a keyboard nothing closes, and the swap carries focus and caret over.
 * A touch screen is a device that takes touches (`maxTouchPoints`; the touch that focused the field
 * may have come before the page's code ran), a coarse primary pointer, or a touch on the form's text
 * field since the watch began. A laptop with a touch screen waits too, which costs it nothing: its
 * form goes live when the visitor leaves the fields or sends it.
 * The text fields are waited for only where the island asks (`textFields`): a form whose live code
 * answers the typing itself (the car's price for the dates typed) swaps at once, and the keyboard
 * closes once.
 */

/** The fields a phone types into with its on-screen keyboard. */
const NO_KEYBOARD = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file', 'hidden', 'range', 'color']);

export function isTextEntry(element: Element | null): element is HTMLInputElement | HTMLTextAreaElement {
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled;
  return element instanceof HTMLInputElement && !NO_KEYBOARD.has(element.type) && !element.readOnly && !element.disabled;
}

export type FieldUse = {
  /** Resolves once no list of `root` and no touched text field of it has the focus, or when `now` is called. */
  left(): Promise<void>;
  /** Whether nothing of `root` is in use now. */
  free(): boolean;
  /** A submit or a press wants the live form now: the wait ends (the keyboard goes, as it would). */
  now(): void;
  /** The code could not be loaded: the next try waits for the visitor as the first did. */
  reset(): void;
  /** The island is gone: waits end, and nothing is in use any more. */
  stop(): void;
};

/** Starts watching `root` for touches at once: the touch that opened the keyboard may come before the code is asked for. */
export function watchFieldUse(root: HTMLElement, { textFields }: { textFields: boolean }): FieldUse {
  const doc = root.ownerDocument;
  const view = doc.defaultView;
  /** The text fields are typed into with an on-screen keyboard. */
  let typingByTouch = (view?.navigator.maxTouchPoints ?? 0) > 0 || (typeof view?.matchMedia === 'function' && view.matchMedia('(pointer: coarse)').matches);
  let urgent = false;
  let stopped = false;
  /** The list whose choice was made: its picker has closed, though it keeps the focus. */
  let chosen: HTMLSelectElement | null = null;
  let waiting: (() => void)[] = [];

  const inUse = (element: Element | null) => {
    if (urgent || stopped || !element || !root.contains(element)) return false;
    if (element instanceof HTMLSelectElement) return element !== chosen;
    return textFields && typingByTouch && isTextEntry(element);
  };
  const settle = (next: Element | null) => {
    if (inUse(next)) return;
    const resolve = waiting;
    waiting = [];
    for (const done of resolve) done();
  };

  const onPointerDown = (event: Event) => {
    const pointer = event as PointerEvent;
    if ((pointer.pointerType === 'touch' || pointer.pointerType === 'pen') && isTextEntry(pointer.target as Element | null)) typingByTouch = true;
    reopened(event);
  };
  // A list chosen from and then opened again (a phone's list keeps the focus after a choice) is in use again.
  const reopened = (event: Event) => {
    if (event.target === chosen) chosen = null;
  };
  // A list's choice is made (its picker closes on a phone): what was chosen goes into the live form.
  const onChange = (event: Event) => {
    if (!(event.target instanceof HTMLSelectElement)) return;
    chosen = event.target;
    settle(doc.activeElement);
  };
  // The element gaining the focus, or null (outside the page, or nothing).
  const onFocusOut = (event: Event) => {
    // A list opened again is in use again.
    if (event.target === chosen) chosen = null;
    settle((event as FocusEvent).relatedTarget as Element | null);
  };

  root.addEventListener('pointerdown', onPointerDown, { capture: true, passive: true });
  root.addEventListener('keydown', reopened, { capture: true, passive: true });
  root.addEventListener('change', onChange, true);
  root.addEventListener('focusout', onFocusOut, true);

  return {
    left: () => (inUse(doc.activeElement) ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve()),
    free: () => !inUse(doc.activeElement),
    now() {
      urgent = true;
      settle(null);
    },
    reset() {
      urgent = false;
    },
    stop() {
      stopped = true;
      settle(null);
      root.removeEventListener('pointerdown', onPointerDown, true);
      root.removeEventListener('keydown', reopened, true);
      root.removeEventListener('change', onChange, true);
      root.removeEventListener('focusout', onFocusOut, true);
    },
  };
}
