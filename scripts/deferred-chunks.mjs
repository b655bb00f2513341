// The page's JavaScript starts once the page has loaded and been painted, not before its first paint.
//
// The App Router writes every chunk as `<script src async>` in the head, plus a low-priority
// preload of its bootstrap chunk (vercel/next.js#66958). An async script runs the moment it
// arrives, so when the stylesheets or the photo come later than the scripts (a busy server, a slow
// link) the browser downloads ~130 KB of React and Next alongside the photo and evaluates them
// before it paints anything. Every page here is complete without JavaScript (server-rendered,
// links and forms work), so the scripts wait: this rewrites those tags, as the HTML streams out,
// into calls that queue each chunk, and an inline loader (written once, before the first call)
// adds them as async scripts once
// - the window's load event has fired (the photo and fonts have arrived), and
// - the browser has reported the first contentful paint and the paint of every loaded hero image
//   in view (`elementtiming="hero"`, lib/site/hero-image.ts) — these reports come after the frame
//   is on screen, so React's start-up no longer competes with the largest paint. On a fast link
//   `load` fires before the first frame is presented, which is why `load` alone was not enough.
// Neither may hold the page back for long: 1 s after `load` (a hidden tab paints nothing), or 3 s
// after the document was parsed (an image that never finishes holds `load`), the chunks go anyway.
// Browsers without these reports (paint or element timing) skip that condition. A press or a key
// starts them at once. A form posted to the page itself before React listens (it would come back
// empty) is held and posted again once React's root has hydrated (`data-root-hydrated`, set by
// lib/browser/hydration-gate.ts; a form island catches that post and holds it until its form is
// live), and a button pressed then is pressed again: before React listens, or after, while it is
// still hydrating, when React dropped the press (its button waited on code or data: the event stops
// at the document). The chunks were
// async, so no order between them was promised; React hydrates when they have all run, as before.
// The no-module polyfill tag is left as it is (modern browsers skip it).

/** Next's chunks as async scripts, with at most a nonce besides (not `noModule` polyfills). */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w\-.]+\.js)"((?: (?:async|nonce)="[^"]*")*)><\/script>/g;
/** React's preload of the bootstrap chunk (its download would start in the head after all). */
const CHUNK_PRELOAD = /<link rel="preload" as="script"(?: (?:fetchPriority|nonce)="[^"]*")* href="\/_next\/static\/chunks\/[\w\-.]+\.js"(?: (?:fetchPriority|nonce)="[^"]*")*\/>/g;
/** How each rewritten tag starts, and what ends it: a tag cut between two writes is held back. */
const OPENERS = [
  ['<script src="/_next/static/chunks/', '</script>'],
  ['<link rel="preload" as="script"', '>'],
];

/** The longest wait after the document is parsed (an image that never loads holds `load`). */
export const START_AT_LATEST_MS = 3000;
/** The longest wait for the paint reports after `load` (a hidden tab paints nothing). */
export const PAINT_WAIT_AT_MOST_MS = 1000;
/** The `elementtiming` value that marks a page's hero images (lib/site/hero-image.ts). */
export const HERO_TIMING = 'hero';

/**
 * The loader: `self.__kermoRun(src)` queues a chunk until the page has loaded and been painted,
 * then adds it as an async script. The CSP allows it: the loader carries the page's nonce, and
 * 'strict-dynamic' trusts the scripts it adds (they get the nonce too).
 */
export const LOADER = [
  '(function(){',
  'var queue=[],started=false,added=0,ran=0,loaded=false,painted=false,shown=[],held=null,pressed=null,root=document.documentElement,nonce=document.currentScript.nonce;',
  'function add(src){var s=document.createElement("script");s.src=src;s.async=true;s.nonce=nonce;s.onload=function(){ran++};added++;document.head.appendChild(s)}',
  // Before React listens: its root is made when the last chunk runs (a script's load event follows its run).
  'function early(){return !root.hasAttribute("data-root-hydrated")&&(!started||ran<added)}',
  'function start(){if(started)return;started=true;queue.splice(0).forEach(add)}',
  'function inView(e){var r=e.getBoundingClientRect();return r.width>0&&r.height>0&&r.bottom>0&&r.right>0&&r.top<self.innerHeight&&r.left<self.innerWidth}',
  // A hero still to be reported: loaded (a broken image is never painted) and in view.
  `function heroesShown(){if(!shown)return true;var list=document.querySelectorAll('img[elementtiming="${HERO_TIMING}"]');`,
  'for(var i=0;i<list.length;i++){var e=list[i];if(e.complete&&e.naturalWidth>0&&shown.indexOf(e)<0&&inView(e))return false}return true}',
  'function check(){if(loaded&&painted&&heroesShown())start()}',
  'self.__kermoRun=function(src){started?add(src):queue.push(src)};',
  // The caps and the visitor's own moves come first: nothing below may leave the page without them.
  `function onLoad(){loaded=true;check();setTimeout(start,${PAINT_WAIT_AT_MOST_MS})}`,
  'if(document.readyState==="complete")onLoad();',
  'else{addEventListener("load",onLoad);',
  `document.addEventListener("DOMContentLoaded",function(){setTimeout(start,${START_AT_LATEST_MS})})}`,
  // A visitor who presses or types wants the page working now: the scripts start at once.
  '["pointerdown","keydown","touchstart"].forEach(function(t){document.addEventListener(t,start,{capture:true,passive:true})});',
  // A post to the page itself before React runs would reload it empty (the page has no POST of its
  // own): held, and sent again once React's root is hydrated (form islands then hold it until live).
  'document.addEventListener("submit",function(e){var f=e.target;',
  'if(root.hasAttribute("data-root-hydrated")||!f||f.method!=="post"||f.getAttribute("action"))return;',
  'var i=[].indexOf.call(document.forms,f),b=e.submitter,h=[i,b?[].indexOf.call(f.elements,b):-1];e.preventDefault();',
  'if(early()){held=h;start();return}',
  // React listens but is still hydrating: as with a press (below), a post React drops (its form not
  // hydrated yet) is held and sent again once the root has hydrated; one that gets past the document
  // is React's (its handler sends it; the browser's own post would only reload the page empty).
  'var seen=false,see=function(g){if(g===e)seen=true};root.addEventListener("submit",see,true);',
  'setTimeout(function(){root.removeEventListener("submit",see,true);if(seen)return;held=h;',
  'if(root.hasAttribute("data-root-hydrated"))send()},0)},true);',
  'function send(){if(!held)return;var f=document.forms[held[0]],s=f&&f.elements[held[1]];held=null;',
  'if(f)f.requestSubmit(s&&s.type==="submit"?s:undefined)}',
  // By place: a form island renders its live form anew where the server's was (the same markup).
  // A button pressed before React listens (a menu, "pay") does nothing yet: pressed again once hydrated.
  // The press goes to React; while React drops it (the button is in a part of the page still waiting
  // for its code: the event then never gets past the document, see below), it is pressed again every
  // 100 ms, for 5 s at most. One held press at a time: two dropped presses of one button are one.
  // (So no handler may stop a click in its capture phase: eslint.config.mjs forbids onClickCapture.)
  'function press(b,n){if(!b.isConnected||b.disabled)return;var seen=false,see=function(){seen=true};root.addEventListener("click",see,true);',
  'try{b.click()}finally{root.removeEventListener("click",see,true)}if(!seen&&n<50)setTimeout(function(){press(b,n+1)},100)}',
  'var soon=false;function flush(){soon=false;var b=pressed;pressed=null;if(b)press(b,0)}',
  'document.addEventListener("click",function(e){var t=e.target,b=t&&t.closest?t.closest("button"):null;',
  'if(root.hasAttribute("data-root-hydrated")||!b||b.disabled||(b.type!=="button"&&b.form)||b.type==="reset"||b.hasAttribute("popovertarget")||b.hasAttribute("commandfor"))return;',
  'if(early()){pressed=b;start();return}',
  // React listens but is still hydrating: a press on a button it cannot hydrate at once (it waits on
  // a module or data) React drops, stopping the event in its capture listener on the document. A
  // press that gets past the document React has let through or handled: only a dropped one is held.
  'var seen=false,see=function(f){if(f===e)seen=true};root.addEventListener("click",see,true);',
  'setTimeout(function(){root.removeEventListener("click",see,true);if(seen)return;pressed=b;',
  'if(root.hasAttribute("data-root-hydrated")&&!soon){soon=true;setTimeout(flush,0)}},0)},true);',
  'if(self.MutationObserver)new self.MutationObserver(function(){if(!root.hasAttribute("data-root-hydrated"))return;',
  'flush();send()}).observe(root,{attributes:true,attributeFilter:["data-root-hydrated"]});',
  'var P=self.PerformanceObserver,types=(P&&P.supportedEntryTypes)||[];',
  'function watch(type,seen){new P(function(list){list.getEntries().forEach(seen);check()}).observe({type:type,buffered:true})}',
  // An observer that cannot watch (an older browser) drops its condition instead of the page's scripts.
  'try{if(types.indexOf("paint")<0)painted=true;else watch("paint",function(e){if(e.name==="first-contentful-paint")painted=true})}catch(x){painted=true}',
  'try{if(types.indexOf("element")<0)shown=null;else watch("element",function(e){if(e.element)shown.push(e.element)})}catch(x){shown=null}',
  'check()',
  '})()',
].join('');

/** Longer than any chunk tag: text held beyond this is not one, and goes out as it is. */
const MAX_HELD = 1024;

/** Where the text stops being safe to rewrite now: an unfinished tag, or the start of one. */
function holdFrom(/** @type {string} */ text) {
  let cut = text.length;
  for (const [opener, closer] of OPENERS) {
    const at = text.lastIndexOf(opener);
    if (at !== -1 && !text.includes(closer, at + opener.length)) cut = Math.min(cut, at);
    for (let length = Math.min(opener.length - 1, text.length); length > 0; length -= 1) {
      if (text.endsWith(opener.slice(0, length))) {
        cut = Math.min(cut, text.length - length);
        break;
      }
    }
  }
  return text.length - cut > MAX_HELD ? text.length : cut;
}

/**
 * A streaming rewriter for one HTML response: `push(text)` returns what can go out now (a tag cut
 * between two writes is held until its end arrives), `end()` the rest.
 */
export function createChunkDeferral() {
  let held = '';
  let loaderWritten = false;
  /** @param {string} text */
  const rewrite = (text) =>
    text.replace(CHUNK_PRELOAD, '').replace(CHUNK_SCRIPT, (tag, src, attributes) => {
      if (!/ async="/.test(attributes)) return tag;
      const nonce = /nonce="([^"]*)"/.exec(attributes)?.[1];
      // Copied as the page wrote it (already an attribute value: no quote inside).
      const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
      const loader = loaderWritten ? '' : `<script${nonceAttribute}>${LOADER}</script>`;
      loaderWritten = true;
      return `${loader}<script${nonceAttribute}>__kermoRun(${JSON.stringify(src)})</script>`;
    });
  return {
    /** @param {string} chunk */
    push(chunk) {
      const text = held + chunk;
      const cut = holdFrom(text);
      held = text.slice(cut);
      return rewrite(text.slice(0, cut));
    },
    end() {
      const rest = held;
      held = '';
      return rewrite(rest);
    },
  };
}
