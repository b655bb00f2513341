/**
 * Whether a press is under way on the page: a pointer held down, or Space held (a button's click
 * comes when it is let go). Replacing the element under a press loses its click — the browser sends
 * it to what is there when the press ends — so a form island (components/ui/form-island.tsx) swaps
 * its markup only between presses.
 */
export type PressWatch = {
  /** Resolves at once with no press under way, else once the press has ended and its click is handled. */
  released(): Promise<void>;
  stop(): void;
};

/** A press that ends without a click (a drag, a scroll) counts as over after this long. */
export const PRESS_WITHOUT_CLICK_MS = 300;

export function watchPresses(doc: Document): PressWatch {
  let pointer = false;
  let space = false;
  // One timer per kind of press: Space's click comes inside its keyup, and must not cancel its end.
  const timers: { pointer?: ReturnType<typeof setTimeout>; space?: ReturnType<typeof setTimeout> } = {};
  let waiting: (() => void)[] = [];

  const settle = () => {
    if (pointer || space) return;
    const resolve = waiting;
    waiting = [];
    for (const done of resolve) done();
  };
  // After the event's own task: the click it leads to has been handled (held or recorded) by then.
  const endLater = (kind: 'pointer' | 'space', ms = 0) => {
    clearTimeout(timers[kind]);
    timers[kind] = setTimeout(() => {
      if (kind === 'pointer') pointer = false;
      else space = false;
      settle();
    }, ms);
  };
  const listeners: [string, (event: Event) => void][] = [
    ['pointerdown', () => {
      clearTimeout(timers.pointer);
      pointer = true;
    }],
    ['pointerup', () => endLater('pointer', PRESS_WITHOUT_CLICK_MS)],
    ['pointercancel', () => endLater('pointer')],
    ['click', () => {
      if (pointer) endLater('pointer');
    }],
    ['keydown', (event) => {
      if ((event as KeyboardEvent).key === ' ') space = true;
    }],
    ['keyup', (event) => {
      if ((event as KeyboardEvent).key === ' ') endLater('space');
    }],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, { capture: true, passive: true });

  return {
    released: () => (pointer || space ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve()),
    stop() {
      clearTimeout(timers.pointer);
      clearTimeout(timers.space);
      for (const [type, listener] of listeners) doc.removeEventListener(type, listener, { capture: true });
      pointer = space = false;
      settle();
    },
  };
}
