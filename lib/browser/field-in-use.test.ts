/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { isTextEntry, watchFieldUse } from './field-in-use';

function form() {
  const root = document.createElement('div');
  root.innerHTML = '<form><input name="email" type="email"><input type="checkbox" name="agree"><select name="time"><option>10:00</option><option>12:00</option></select><button type="submit">Send</button></form>';
  document.body.append(root);
  const [email, agree, time, send] = ['[name=email]', '[name=agree]', '[name=time]', 'button'].map((selector) => root.querySelector<HTMLElement>(selector)!);
  return { root, email: email!, agree: agree!, time: time!, send: send! };
}

/** Whether the promise has settled after the microtasks now queued. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('watchFieldUse', () => {
  it('knows the fields a phone types into with its keyboard', () => {
    const { email, agree, time, send } = form();
    expect(isTextEntry(email)).toBe(true);
    for (const element of [agree, time, send]) expect(isTextEntry(element)).toBe(false);
    (email as HTMLInputElement).readOnly = true;
    expect(isTextEntry(email)).toBe(false);
  });

  it('takes a device that takes touches for one typing with an on-screen keyboard, before any touch it saw', async () => {
    const { root, email, agree } = form();
    Object.defineProperty(window.navigator, 'maxTouchPoints', { value: 5, configurable: true });
    try {
      const use = watchFieldUse(root, { textFields: true });
      email.focus();
      const left = use.left();
      expect(await settled(left)).toBe(false);
      agree.focus();
      expect(await settled(left)).toBe(true);
      use.stop();
    } finally {
      delete (window.navigator as { maxTouchPoints?: number }).maxTouchPoints;
    }
    // Without touches, a focused text field is nobody's keyboard.
    const use = watchFieldUse(root, { textFields: true });
    email.focus();
    expect(use.free()).toBe(true);
    use.stop();
  });

  it('waits again for a list opened again after a choice (it keeps the focus on a phone)', async () => {
    const { root, time } = form();
    const use = watchFieldUse(root, { textFields: false });
    time.focus();
    const first = use.left();
    expect(await settled(first)).toBe(false);
    time.dispatchEvent(new Event('change', { bubbles: true }));
    expect(await settled(first)).toBe(true);
    expect(use.free()).toBe(true);
    // A finger on it again: its picker is open.
    time.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    expect(use.free()).toBe(false);
    expect(await settled(use.left())).toBe(false);
    use.stop();
  });

  it('ends every wait when the island is gone, and waits again after a reset', async () => {
    const { root, time } = form();
    const use = watchFieldUse(root, { textFields: false });
    time.focus();
    use.now();
    expect(use.free()).toBe(true);
    use.reset();
    const waiting = use.left();
    expect(await settled(waiting)).toBe(false);
    use.stop();
    expect(await settled(waiting)).toBe(true);
    expect(use.free()).toBe(true);
  });
});
