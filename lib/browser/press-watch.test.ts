/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRESS_WITHOUT_CLICK_MS, watchPresses } from './press-watch';

afterEach(() => vi.useRealTimers());

const send = (type: string, init: KeyboardEventInit = {}) => document.body.dispatchEvent(type.startsWith('key') ? new KeyboardEvent(type, { bubbles: true, ...init }) : new Event(type, { bubbles: true }));

async function state(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('watchPresses', () => {
  it('is released at once with nothing pressed, and after the click of a pointer press', async () => {
    vi.useFakeTimers();
    const watch = watchPresses(document);
    expect(await state(watch.released())).toBe(true);
    send('pointerdown');
    const released = watch.released();
    send('pointerup');
    expect(await state(released)).toBe(false);
    send('click');
    await vi.advanceTimersByTimeAsync(0);
    expect(await state(released)).toBe(true);
    watch.stop();
  });

  it('lets a press end without a click (a drag) after a short while, and Space when it is let go', async () => {
    vi.useFakeTimers();
    const watch = watchPresses(document);
    send('pointerdown');
    send('pointerup');
    const dragged = watch.released();
    await vi.advanceTimersByTimeAsync(PRESS_WITHOUT_CLICK_MS - 1);
    expect(await state(dragged)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await state(dragged)).toBe(true);

    send('keydown', { key: 'a' });
    expect(await state(watch.released())).toBe(true);
    send('keydown', { key: ' ' });
    const space = watch.released();
    expect(await state(space)).toBe(false);
    send('keyup', { key: ' ' });
    // The button's click comes inside the keyup: it must not cancel the end of the Space press.
    send('click');
    await vi.advanceTimersByTimeAsync(0);
    expect(await state(space)).toBe(true);
    watch.stop();
  });

  it('releases whoever waits when it stops', async () => {
    const watch = watchPresses(document);
    send('pointerdown');
    const waiting = watch.released();
    watch.stop();
    expect(await state(waiting)).toBe(true);
  });
});
