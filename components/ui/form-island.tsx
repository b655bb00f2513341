'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { type ComponentType, use, useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { isChunkLoadError, reloadAfterChunkFailure } from '@/components/layout/ChunkReload';
import { actionButton, formTouched, linkAfterChange, restoreForm, snapshotForm } from '@/lib/browser/form-snapshot';
import { watchFieldUse } from '@/lib/browser/field-in-use';
import { watchPresses } from '@/lib/browser/press-watch';
import { holdHydration } from '@/lib/browser/hydration-gate';

/** Read once by React on hydration and never changed, so React leaves the server's markup in place. */
const SERVER_MARKUP = { __html: '' };

/**
 * A form whose code is not part of the page's first load (docs/performance.md). The server renders
 * it in full, so the page paints complete; the browser fetches its module when the visitor first
 * turns to the form (points at it, touches, focuses or types in it, or submits it), and renders it
 * anew in the same place, in a React root of its own: the same markup (only the generated ids
 * differ), so nothing moves. A visitor who only reads the page runs none of it. No Suspense boundary
 * is involved — React streams a large enough completed boundary out of line and shows it after the
 * first paint, which moved the page (CLS 0.6).
 *
 * Until the form is live, what the visitor does stays: what they type (carried into the new fields,
 * focus included), the buttons they press ("show password", pressed again in the live form), a link
 * followed after a change (followed once live, at the address the live form gives it) and a submit
 * (held and sent once the form can take it); the swap waits for a press under way to end, and on a
 * phone for the visitor to leave the list they are in — and with `waitWhileTyping`, the text field
 * too: its keyboard would close with it (lib/browser/field-in-use.ts). That suits a form that can be
 * typed into without its code (signing in, a card: masks come at the swap); one whose code answers
 * the typing (the car's price) swaps at once.
 * `<html data-hydrated>` waits for an island whose code is on its way. The form may use next-intl
 * (its provider is carried over) and nothing else from the page's React context.
 */
export function formIsland<P extends object>(load: () => Promise<ComponentType<P>>, { waitWhileTyping = false }: { waitWhileTyping?: boolean } = {}): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  // A failed load (the network dropped) is forgotten, so the next page that shows the form tries again.
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));

  function FormIsland(props: P) {
    if (typeof window === 'undefined') return <ServerIsland Form={use(loadOnce())} props={props} />;
    return <ClientIsland loadOnce={loadOnce} props={props} waitWhileTyping={waitWhileTyping} />;
  }
  return FormIsland;
}

function ServerIsland<P extends object>({ Form, props }: { Form: ComponentType<P>; props: P }) {
  return (
    <div data-form-island="">
      <div data-form-root="">
        <Form {...props} />
      </div>
    </div>
  );
}

function ClientIsland<P extends object>({ loadOnce, props, waitWhileTyping }: { loadOnce: () => Promise<ComponentType<P>>; props: P; waitWhileTyping: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const locale = useLocale();
  const messages = useMessages();
  const timeZone = useTimeZone();
  // The first props are the server's: the island renders once, and later props would not reach it.
  const initial = useRef({ props, locale, messages, timeZone });

  // A layout effect: submits are held from the moment the page is hydrated, and a load started here
  // holds the page's hydrated mark before the root's passive effects set it.
  useLayoutEffect(() => {
    // The form's own root goes on the server's inner box: an element React's page root does not own
    // (the outer one keeps the server's markup through dangerouslySetInnerHTML and so cannot host it).
    // Rendered on the client instead of hydrated (a soft navigation, a root React had to re-render),
    // the outer box starts empty: the inner one is made here, and the form appears when it loads.
    const outer = box.current!;
    let element = outer.firstElementChild as HTMLElement | null;
    const serverRendered = element !== null;
    if (!element) {
      element = outer.ownerDocument.createElement('div');
      element.dataset.formRoot = '';
      outer.append(element);
    }
    const target = element;
    let live = false;
    let held: { submitter: number } | null = null;
    const pressed: HTMLElement[] = [];
    let release: (() => void) | undefined;
    let root: Root | undefined;
    let gone = false;

    const holdSubmit = (event: SubmitEvent) => {
      if (live || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      held = { submitter: event.submitter ? submitButtons(event.target).indexOf(event.submitter) : -1 };
      fields.now();
      start();
    };
    const holdPress = (event: MouseEvent) => {
      if (live) return;
      const button = actionButton(target, event.target);
      const link = button ? null : linkAfterChange(target, event);
      if (!button && !link) return;
      // Followed once live, at the address the live form gives it.
      if (link) event.preventDefault();
      pressed.push((button ?? link)!);
      fields.now();
      // A click with no pointer, key or focus before it (voice control, a screen reader's action).
      start();
    };
    // The swap waits for a press under way to end: its click would otherwise land on nothing.
    const presses = watchPresses(target.ownerDocument);
    // And for a phone's picker or keyboard to be done with the form's field.
    const fields = watchFieldUse(target, { textFields: waitWhileTyping });
    const stopHolding = () => {
      target.removeEventListener('submit', holdSubmit, true);
      target.removeEventListener('click', holdPress, true);
      for (const type of INTENT) target.removeEventListener(type, start, true);
      presses.stop();
      fields.stop();
    };

    function start() {
      if (release || gone) return;
      for (const type of INTENT) target.removeEventListener(type, start, true);
      release = holdHydration();
      // The module's evaluation and the form's render are separate tasks: together they were one long
      // task on a slow phone (docs/performance.md), which blocks input as long as both take.
      loadOnce().then(async (Form) => {
        await nextTask();
        // Both at once: the press that takes the focus out of a field (a finger on "Sign in") is
        // still under way when the field is left, and a press may put it in another field.
        do {
          await fields.left();
          await presses.released();
        } while (!fields.free());
        if (gone) return;
        const { props: first, locale: lang, messages: texts, timeZone: zone } = initial.current;
        try {
          // Read, replace and restore in one task: a render left to the scheduler would let keystrokes
          // land in the old fields after the snapshot, and be lost with them.
          const snapshot = snapshotForm(target, pressed);
          const serverMarkup = target.innerHTML;
          // A form that fails to render (now or later) would leave a hole: the server's form comes back
          // instead, and (no longer held) posts the page as it would without JavaScript.
          const fallBack = (error: unknown) => {
            console.error(error);
            queueMicrotask(() => {
              formRoot.unmount();
              target.innerHTML = serverMarkup;
            });
          };
          const formRoot = createRoot(target, { onUncaughtError: fallBack });
          root = formRoot;
          try {
            flushSync(() =>
              formRoot.render(
                <NextIntlClientProvider locale={lang} messages={texts} timeZone={zone}>
                  <Form {...first} />
                </NextIntlClientProvider>,
              ),
            );
            // The values' renders committed before a press is replayed (a link's address follows them).
            restoreForm(target, snapshot, () => flushSync(() => {}));
          } catch (error) {
            fallBack(error);
          }
        } finally {
          // Whatever happened, the form is no longer held back and the page is settled.
          live = true;
          stopHolding();
          release!();
        }
        const form = target.querySelector('form');
        if (held && form) form.requestSubmit(submitButtons(form)[held.submitter]);
      }, giveUp);
    }

    function giveUp(error: unknown) {
      // Without its code the form cannot be made live now. The server's form stays as it is, with
      // what was typed; submits stay held (the page's own post would come back empty) and the next
      // turn to the form tries again. Code the server no longer has (a new version went out while
      // the page was open) reloads the page, as a failed route chunk does (ChunkReload).
      release?.();
      release = undefined;
      held = null;
      fields.reset();
      const link = pressed.find((element) => element instanceof HTMLAnchorElement);
      pressed.length = 0;
      // A link held for the live form's address is followed as the server wrote it: never a dead link.
      if (link && !gone) return window.location.assign(link.href);
      if (gone) return;
      for (const type of INTENT) target.addEventListener(type, start, { capture: true, passive: true });
      if (isChunkLoadError(error)) reloadAfterChunkFailure(Date.now(), window.localStorage, () => window.location.reload());
    }

    target.addEventListener('submit', holdSubmit, true);
    target.addEventListener('click', holdPress, true);
    for (const type of INTENT) target.addEventListener(type, start, { capture: true, passive: true });
    // Nothing on screen to turn to (rendered on the client), or the visitor already has: load now.
    const active = target.ownerDocument.activeElement;
    if (!serverRendered || (active && target.contains(active)) || formTouched(target)) start();
    return () => {
      gone = true;
      stopHolding();
      release?.();
      // Unmounting a root while its parent renders is not allowed: after this commit.
      if (root) queueMicrotask(() => root!.unmount());
    };
  }, [loadOnce, waitWhileTyping]);

  return <div data-form-island="" ref={box} suppressHydrationWarning dangerouslySetInnerHTML={SERVER_MARKUP} />;
}

/** What shows the visitor is turning to the form: its code is fetched then. */
const INTENT = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input', 'change'] as const;

/**
 * Resolves in a task of its own, after what the browser has queued meanwhile (input first):
 * `scheduler.yield()` where the browser has it (a timer in a background tab waits a second).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A form's submit buttons in order: a held submit is sent again with the same one. */
function submitButtons(form: HTMLFormElement): HTMLElement[] {
  return [...form.querySelectorAll<HTMLElement>('button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]')];
}
