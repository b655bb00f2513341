import { describe, expect, it, vi } from 'vitest';
import { createChunkDeferral, HERO_TIMING, LOADER, PAINT_WAIT_AT_MOST_MS, START_AT_LATEST_MS } from '@/scripts/deferred-chunks.mjs';
import { HERO_TIMING as HERO_ATTRIBUTE_VALUE, heroImage } from '@/lib/site/hero-image';

// The head and body as Next 16 writes them (attribute order as it comes: the bootstrap chunk has
// its nonce before async), with the flight data that mentions the same chunks in escaped JSON.
const page = [
  '<!DOCTYPE html><html lang="uk"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="N1" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" nonce="N1" href="/_next/static/chunks/main-app.js"/>',
  '<script src="/_next/static/chunks/webpack-1.js" async="" nonce="N1"></script>',
  '<script src="/_next/static/chunks/framework_2.js" async="" nonce="N1"></script>',
  '<link rel="preload" as="image" fetchPriority="high" href="/media/a.webp"/>',
  '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="N1"></script></head>',
  '<body><p>Кермо — оренда авто</p><script nonce="N1" id="_R_">self.__next_r="x"</script>',
  '<script src="/_next/static/chunks/main-app.js" nonce="N1" async=""></script>',
  '<script nonce="N1">self.__next_f.push([1,"2:I[1,[\\"/_next/static/chunks/framework_2.js\\"],\\"x\\"]\\n\\u003cscript src=\\"/_next/static/chunks/x.js\\" async=\\"\\"\\u003e"])</script>',
  '</body></html>',
].join('');

const whole = (text: string) => {
  const deferral = createChunkDeferral();
  return deferral.push(text) + deferral.end();
};

describe('deferred chunks (scripts/deferred-chunks.mjs)', () => {
  it('turns each async chunk into a queued call, writes the loader once, drops the chunk preload', () => {
    const out = whole(page);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" (async|nonce)/);
    expect(out).not.toContain('<link rel="preload" as="script"');
    expect(out.split(LOADER)).toHaveLength(2);
    expect(out).toContain(`<script nonce="N1">${LOADER}</script><script nonce="N1">__kermoRun("/_next/static/chunks/webpack-1.js")</script>`);
    expect(out).toContain('<script nonce="N1">__kermoRun("/_next/static/chunks/framework_2.js")</script>');
    expect(out).toContain('<script nonce="N1">__kermoRun("/_next/static/chunks/main-app.js")</script>');
    // Everything else is as it was: the stylesheet, the image preload, the polyfill, the flight data.
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="N1" data-precedence="next"/>',
      '<link rel="preload" as="image" fetchPriority="high" href="/media/a.webp"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="N1"></script>',
      '\\u003cscript src=\\"/_next/static/chunks/x.js\\" async=\\"\\"\\u003e',
      '<p>Кермо — оренда авто</p>',
    ]) {
      expect(out).toContain(kept);
    }
  });

  it('gives the same page wherever the stream cuts it', () => {
    const expected = whole(page);
    for (let cut = 1; cut < page.length; cut += 1) {
      const deferral = createChunkDeferral();
      expect(deferral.push(page.slice(0, cut)) + deferral.push(page.slice(cut)) + deferral.end(), `cut at ${cut}`).toBe(expected);
    }
    // And in many small pieces.
    const deferral = createChunkDeferral();
    let out = '';
    for (let at = 0; at < page.length; at += 7) out += deferral.push(page.slice(at, at + 7));
    expect(out + deferral.end()).toBe(expected);
  });

  it('leaves a page without chunks, and a script without async, alone', () => {
    const plain = '<html><head><script src="/_next/static/chunks/sync.js" nonce="N"></script></head><body>x</body></html>';
    expect(whole(plain)).toBe(plain);
  });

  it('holds back no more than a tag: an opener that never closes goes out as it came, without waiting for the end', () => {
    const deferral = createChunkDeferral();
    expect(deferral.push('<p>a</p><script src="/_next/static/chunks/a.js" async=""')).toBe('<p>a</p>');
    const long = 'x'.repeat(2000);
    expect(deferral.push(long)).toBe(`<script src="/_next/static/chunks/a.js" async=""${long}`);
    expect(deferral.end()).toBe('');
  });

  it('copies the nonce as the page wrote it', () => {
    expect(whole('<script src="/_next/static/chunks/a.js" async="" nonce="a+b/c=="></script>')).toContain('<script nonce="a+b/c==">__kermoRun(');
  });

  it('writes no nonce where the page has none', () => {
    expect(whole('<script src="/_next/static/chunks/a.js" async=""></script>')).toBe(`<script>${LOADER}</script><script>__kermoRun("/_next/static/chunks/a.js")</script>`);
  });
});

type StandInImage = { complete: boolean; naturalWidth: number; getBoundingClientRect: () => { width: number; height: number; top: number; left: number; bottom: number; right: number } };

/** An image of the page: loaded or not, and where it is (the viewport is 400 × 800). */
function image(loaded: boolean, top: number): StandInImage {
  return { complete: true, naturalWidth: loaded ? 800 : 0, getBoundingClientRect: () => ({ width: 400, height: 300, top, left: 0, bottom: top + 300, right: 400 }) };
}

/**
 * Runs the loader against a stand-in page and records what it adds. With `timing`, the page has
 * the browser's paint and element timing (a stand-in PerformanceObserver) and these hero images.
 */
function runLoader(readyState: 'loading' | 'complete', timing?: { heroes: StandInImage[]; observeThrows?: boolean }) {
  const added: { src: string; async: boolean; nonce: string }[] = [];
  const listeners = new Map<string, () => void>();
  const documentListeners = new Map<string, (event?: unknown) => void>();
  const reports = new Map<string, (entries: object[]) => void>();
  const attributes = new Set<string>();
  const forms: object[] = [];
  const scripts: { onload?: () => void }[] = [];
  let mutated: (() => void) | undefined;
  /** Capture listeners on `<html>`: what an event reaches once past the document (React's listener). */
  const rootListeners = new Map<(event: unknown) => void, string>();
  const document = {
    documentElement: {
      hasAttribute: (name: string) => attributes.has(name),
      addEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) => {
        // Past the document means the next step of the capture phase: a bubble listener would hear it after React's handlers.
        expect(['click', 'submit']).toContain(type);
        expect(capture).toBe(true);
        rootListeners.set(listener, type);
      },
      removeEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) => {
        expect([rootListeners.get(listener), capture]).toEqual([type, true]);
        rootListeners.delete(listener);
      },
    },
    forms,
    readyState,
    currentScript: { nonce: 'N1' },
    createElement: () => ({ src: '', async: false, nonce: '' }),
    head: {
      appendChild: (element: { src: string; async: boolean; nonce: string; onload?: () => void }) => {
        added.push({ src: element.src, async: element.async, nonce: element.nonce });
        scripts.push(element);
      },
    },
    addEventListener: (type: string, listener: (event?: unknown) => void) => documentListeners.set(type, listener),
    querySelectorAll: (selector: string) => (selector === `img[elementtiming="${HERO_TIMING}"]` ? (timing?.heroes ?? []) : []),
  };
  class StandInObserver {
    static supportedEntryTypes = ['paint', 'element', 'largest-contentful-paint'];
    constructor(private readonly callback: (list: { getEntries: () => object[] }) => void) {}
    observe({ type, buffered }: { type: string; buffered: boolean }) {
      if (timing?.observeThrows) throw new TypeError('type and buffered are not supported');
      expect(buffered).toBe(true);
      reports.set(type, (entries) => this.callback({ getEntries: () => entries }));
    }
  }
  class StandInMutationObserver {
    constructor(callback: () => void) {
      mutated = callback;
    }
    observe() {}
  }
  const self: { __kermoRun?: (src: string) => void; PerformanceObserver?: unknown; MutationObserver: unknown; innerWidth: number; innerHeight: number } = { innerWidth: 400, innerHeight: 800, MutationObserver: StandInMutationObserver };
  if (timing) self.PerformanceObserver = StandInObserver;
  new Function('document', 'self', 'addEventListener', 'setTimeout', LOADER)(
    document,
    self,
    (type: string, listener: () => void) => listeners.set(type, listener),
    setTimeout,
  );
  return {
    added,
    run: (src: string) => self.__kermoRun!(src),
    fire: (type: string) => listeners.get(type)?.(),
    parsed: () => documentListeners.get('DOMContentLoaded')?.(),
    on: (type: string, event?: unknown) => documentListeners.get(type)?.(event),
    /** The event goes on past the document (React did not stop it), to `<html>`. */
    pass: (event: unknown, type = 'click') => [...rootListeners].filter(([, of]) => of === type).forEach(([listener]) => listener(event)),
    /** Listeners left on `<html>`. */
    rootListeners: () => rootListeners.size,
    forms,
    /** Every added chunk has run (its load event): React's root is made, and it sees presses itself. */
    allRan: () => scripts.forEach((script) => script.onload?.()),
    report: (type: string, entries: object[]) => reports.get(type)!(entries),
    /** React's root has hydrated (lib/browser/hydration-gate.ts): it listens from now on. */
    hydrated: () => {
      attributes.add('data-root-hydrated');
      mutated?.();
    },
    /** An attribute of `<html>` set, as the page's own code sets them. */
    mark: (name: string) => {
      attributes.add(name);
      mutated?.();
    },
  };
}

describe('the loader', () => {
  it('holds the chunks until the page has loaded, then adds them as async scripts with the nonce, in order', () => {
    const page = runLoader('loading');
    page.run('/_next/static/chunks/a.js');
    page.run('/_next/static/chunks/b.js');
    expect(page.added).toEqual([]);
    page.fire('load');
    expect(page.added).toEqual([
      { src: '/_next/static/chunks/a.js', async: true, nonce: 'N1' },
      { src: '/_next/static/chunks/b.js', async: true, nonce: 'N1' },
    ]);
    // One written after that (a late part of the stream) goes at once; a second load adds nothing twice.
    page.run('/_next/static/chunks/c.js');
    page.fire('load');
    expect(page.added.map((script) => script.src)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js']);
  });

  it(`starts ${START_AT_LATEST_MS / 1000} s after the document is parsed when the load event is late`, () => {
    vi.useFakeTimers();
    try {
      const page = runLoader('loading');
      page.run('/_next/static/chunks/a.js');
      page.parsed();
      vi.advanceTimersByTime(START_AT_LATEST_MS - 1);
      expect(page.added).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(page.added.map((script) => script.src)).toEqual(['/_next/static/chunks/a.js']);
      page.fire('load');
      expect(page.added).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs at once on a page that has already loaded', () => {
    const page = runLoader('complete');
    page.run('/_next/static/chunks/a.js');
    expect(page.added.map((script) => script.src)).toEqual(['/_next/static/chunks/a.js']);
  });

  it('waits, where the browser reports paints, for the first contentful paint after the load event', () => {
    const page = runLoader('loading', { heroes: [] });
    page.run('/_next/static/chunks/a.js');
    page.fire('load');
    expect(page.added).toEqual([]);
    page.report('paint', [{ name: 'first-paint' }]);
    expect(page.added).toEqual([]);
    page.report('paint', [{ name: 'first-contentful-paint' }]);
    expect(page.added.map((script) => script.src)).toEqual(['/_next/static/chunks/a.js']);
  });

  it('waits for the paint of every loaded hero image in view, and for no other image', () => {
    const hero = image(true, 100);
    const below = image(true, 900);
    const broken = image(false, 0);
    const page = runLoader('loading', { heroes: [hero, below, broken] });
    page.run('/_next/static/chunks/a.js');
    page.report('paint', [{ name: 'first-contentful-paint' }]);
    page.fire('load');
    expect(page.added).toEqual([]);
    page.report('element', [{ identifier: 'other', element: null }]);
    expect(page.added).toEqual([]);
    page.report('element', [{ identifier: HERO_TIMING, element: hero }]);
    expect(page.added.map((script) => script.src)).toEqual(['/_next/static/chunks/a.js']);
  });

  it('does not start before the load event, whatever was painted', () => {
    const page = runLoader('loading', { heroes: [] });
    page.run('/_next/static/chunks/a.js');
    page.report('paint', [{ name: 'first-contentful-paint' }]);
    expect(page.added).toEqual([]);
    page.fire('load');
    expect(page.added).toHaveLength(1);
  });

  it(`starts ${PAINT_WAIT_AT_MOST_MS / 1000} s after the load event when no paint is reported (a hidden tab)`, () => {
    vi.useFakeTimers();
    try {
      const page = runLoader('loading', { heroes: [image(true, 0)] });
      page.run('/_next/static/chunks/a.js');
      page.fire('load');
      vi.advanceTimersByTime(PAINT_WAIT_AT_MOST_MS - 1);
      expect(page.added).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(page.added).toHaveLength(1);
      page.report('paint', [{ name: 'first-contentful-paint' }]);
      expect(page.added).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks hero images with the value the loader looks for', () => {
    expect(HERO_ATTRIBUTE_VALUE).toBe(HERO_TIMING);
    expect(heroImage(true)).toEqual({ elementtiming: HERO_TIMING });
    expect(heroImage(false)).toEqual({});
  });

  it('keeps its caps when the browser cannot observe paints (an older one throws)', () => {
    const page = runLoader('loading', { heroes: [image(true, 0)], observeThrows: true });
    page.run('/_next/static/chunks/a.js');
    page.fire('load');
    expect(page.added).toHaveLength(1);
  });

  it('starts at once when the visitor presses or types, before the page has loaded', () => {
    const page = runLoader('loading', { heroes: [] });
    page.run('/_next/static/chunks/a.js');
    page.on('keydown');
    expect(page.added).toHaveLength(1);
  });

  it('holds a form posted to the page itself before it is hydrated, and posts it again once React’s root is', () => {
    const page = runLoader('loading', { heroes: [] });
    page.run('/_next/static/chunks/a.js');
    const sent: unknown[] = [];
    const form = { method: 'post', getAttribute: () => null, elements: [{ type: 'email' }, { type: 'submit' }], requestSubmit: () => sent.push('the server\'s form') };
    // The live form a form island renders in the server form's place.
    const live = { method: 'post', getAttribute: () => null, elements: [{ type: 'email' }, { type: 'submit' }], requestSubmit: (button?: unknown) => sent.push(button) };
    page.forms.push({ method: 'get' }, form);
    let prevented = false;
    page.on('submit', { target: form, submitter: form.elements[1], preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
    expect(page.added).toHaveLength(1);
    expect(sent).toEqual([]);
    page.forms[1] = live;
    // Not at the page's settled mark alone: a form island holds that one until its form is live, and
    // on a phone until the visitor leaves the field — which only this post would make it give up.
    page.mark('data-hydrated');
    expect(sent).toEqual([]);
    page.hydrated();
    expect(sent).toEqual([live.elements[1]]);
    page.hydrated();
    expect(sent).toHaveLength(1);
    // Once hydrated, a submit is React's: not held again.
    prevented = false;
    page.on('submit', { target: live, submitter: live.elements[1], preventDefault: () => (prevented = true) });
    expect(prevented).toBe(false);
  });

  it('leaves a search form (GET) and a form with its own address to the browser', () => {
    const page = runLoader('loading', { heroes: [] });
    let prevented = false;
    const preventDefault = () => (prevented = true);
    page.on('submit', { target: { method: 'get', getAttribute: () => null }, preventDefault });
    page.on('submit', { target: { method: 'post', getAttribute: () => '/api/elsewhere' }, preventDefault });
    expect(prevented).toBe(false);
  });

  /**
   * A stand-in button on `page`: its click() is what React makes of a press — let through to `<html>`
   * (handled) unless `drops` says React drops it (a part of the page still waiting for its code).
   */
  function standIn(page: ReturnType<typeof runLoader>, clicks: string[], name: string, drops: () => boolean = () => false, extra: object = {}) {
    const button = {
      type: 'button',
      form: null,
      disabled: false,
      isConnected: true,
      hasAttribute: () => false,
      click: () => {
        // The loader's own listener hears its press first (and leaves it: the root has hydrated).
        page.on('click', { target: { closest: () => button } });
        if (drops()) return;
        clicks.push(name);
        page.pass({});
      },
      ...extra,
    };
    return { button, press: () => ({ target: { closest: (selector: string) => (selector === 'button' ? button : null) } }) };
  }

  /** A page whose chunks have all run: React listens and hydrates. */
  function hydrating() {
    const page = runLoader('loading', { heroes: [] });
    page.run('/_next/static/chunks/a.js');
    page.on('keydown');
    page.allRan();
    return page;
  }

  it('presses again, once hydrated, a button pressed before React listened, and only such a press', () => {
    vi.useFakeTimers();
    try {
      const page = runLoader('loading', { heroes: [] });
      page.run('/_next/static/chunks/a.js');
      const clicks: string[] = [];
      const menu = standIn(page, clicks, 'menu');
      page.on('click', menu.press());
      expect(page.added).toHaveLength(1);
      // A submit button of a form is the submit's business; a link is not a button.
      page.on('click', standIn(page, clicks, 'send', undefined, { type: 'submit', form: {} }).press());
      page.on('click', { target: { closest: () => null } });
      page.hydrated();
      expect(clicks).toEqual(['menu']);
      vi.runAllTimers();
      expect(clicks).toEqual(['menu']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a press to React once its chunks have run when React takes it (it gets past the document)', () => {
    vi.useFakeTimers();
    try {
      const page = hydrating();
      const clicks: string[] = [];
      const menu = standIn(page, clicks, 'menu');
      const press = menu.press();
      page.on('click', press);
      page.pass(press);
      // A post React takes is React's: not sent again (the browser's own post it never wanted).
      const sent: string[] = [];
      const form = { method: 'post', getAttribute: () => null, elements: [], requestSubmit: () => sent.push('again') };
      page.forms.push(form);
      const submit = { target: form, preventDefault: () => {} };
      page.on('submit', submit);
      page.pass(submit, 'submit');
      vi.runAllTimers();
      page.hydrated();
      vi.runAllTimers();
      expect(clicks).toEqual([]);
      expect(sent).toEqual([]);
      expect(page.rootListeners()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('presses again, once the root has hydrated, a button React dropped while hydrating (the event stopped at the document)', () => {
    vi.useFakeTimers();
    try {
      const page = hydrating();
      const clicks: string[] = [];
      const calendar = standIn(page, clicks, 'next month');
      page.on('click', calendar.press());
      // Another event getting past is not this press.
      page.pass({ target: null });
      vi.runAllTimers();
      expect(clicks).toEqual([]);
      expect(page.rootListeners()).toBe(0);
      page.hydrated();
      expect(clicks).toEqual(['next month']);
      vi.runAllTimers();
      expect(clicks).toEqual(['next month']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('presses at once a dropped press when the root hydrated meanwhile, and two dropped presses of one button once', () => {
    vi.useFakeTimers();
    try {
      const page = hydrating();
      const clicks: string[] = [];
      const handOver = standIn(page, clicks, 'hand over');
      page.on('click', handOver.press());
      page.on('click', handOver.press());
      page.hydrated();
      expect(clicks).toEqual([]);
      vi.runAllTimers();
      expect(clicks).toEqual(['hand over']);
      // Once hydrated, React has every press: the loader leaves them alone.
      page.on('click', standIn(page, clicks, 'again').press());
      vi.runAllTimers();
      expect(clicks).toEqual(['hand over']);
      expect(page.rootListeners()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('presses again every 100 ms while React still drops the press (the root hydrated, the button’s part not yet), for 5 s at most', () => {
    vi.useFakeTimers();
    try {
      const page = runLoader('loading', { heroes: [] });
      page.run('/_next/static/chunks/a.js');
      const clicks: string[] = [];
      let shellLive = false;
      const menu = standIn(page, clicks, 'menu', () => !shellLive);
      page.on('click', menu.press());
      page.hydrated();
      expect(clicks).toEqual([]);
      vi.advanceTimersByTime(250);
      expect(clicks).toEqual([]);
      shellLive = true;
      vi.advanceTimersByTime(100);
      expect(clicks).toEqual(['menu']);
      vi.runAllTimers();
      expect(clicks).toEqual(['menu']);
      expect(page.rootListeners()).toBe(0);

      // A part that never comes: tried for 5 s, then left.
      const other = runLoader('loading', { heroes: [] });
      other.run('/_next/static/chunks/a.js');
      let tries = 0;
      const stuck = standIn(other, clicks, 'stuck', () => (tries += 1) > 0);
      other.on('click', stuck.press());
      other.hydrated();
      vi.runAllTimers();
      expect(tries).toBe(51);
      expect(clicks).toEqual(['menu']);

      // Nor is a button gone or disabled meanwhile pressed.
      const third = hydrating();
      const gone = standIn(third, clicks, 'gone', () => false);
      third.on('click', gone.press());
      vi.runAllTimers();
      Object.assign(gone.button, { isConnected: false });
      third.hydrated();
      vi.runAllTimers();
      expect(clicks).toEqual(['menu']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds a post React drops while hydrating and sends it once the root has; leaves one React took', () => {
    vi.useFakeTimers();
    try {
      const page = hydrating();
      const sent: unknown[] = [];
      const form = { method: 'post', getAttribute: () => null, elements: [{ type: 'email' }, { type: 'submit' }], requestSubmit: (button?: unknown) => sent.push(button) };
      page.forms.push(form);
      let prevented = 0;
      const dropped = { target: form, submitter: form.elements[1], preventDefault: () => (prevented += 1) };
      page.on('submit', dropped);
      // The browser's own post would reload the page empty: never let through while React hydrates.
      expect(prevented).toBe(1);
      vi.runAllTimers();
      expect(sent).toEqual([]);
      page.hydrated();
      expect(sent).toEqual([form.elements[1]]);

      const other = hydrating();
      const taken: unknown[] = [];
      const live = { method: 'post', getAttribute: () => null, elements: [{ type: 'submit' }], requestSubmit: () => taken.push('again') };
      other.forms.push(live);
      const submit = { target: live, submitter: live.elements[0], preventDefault: () => (prevented += 1) };
      other.on('submit', submit);
      other.pass(submit, 'submit');
      vi.runAllTimers();
      other.hydrated();
      expect(taken).toEqual([]);
      expect(other.rootListeners()).toBe(0);
      // Dropped, and the root hydrated within the moment the loader waits: sent at once.
      const third = hydrating();
      const late = { method: 'post', getAttribute: () => null, elements: [], requestSubmit: () => taken.push('late') };
      third.forms.push(late);
      third.on('submit', { target: late, submitter: null, preventDefault: () => (prevented += 1) });
      third.hydrated();
      vi.runAllTimers();
      expect(taken).toEqual(['late']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds no press React drops of a disabled button, a form’s submit button, a reset, or a popover’s', () => {
    vi.useFakeTimers();
    try {
      const page = hydrating();
      const clicks: string[] = [];
      for (const extra of [{ disabled: true }, { type: 'submit', form: {} }, { type: 'reset' }, { hasAttribute: (name: string) => name === 'popovertarget' }]) {
        page.on('click', standIn(page, clicks, JSON.stringify(extra), () => false, extra).press());
      }
      expect(page.rootListeners()).toBe(0);
      page.hydrated();
      vi.runAllTimers();
      expect(clicks).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
