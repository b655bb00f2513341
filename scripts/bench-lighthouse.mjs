// npm run bench:lighthouse — Lighthouse (mobile preset, simulated throttling) on every public page
// type of a production build, in both languages, served on a throwaway embedded database, in the
// system Chromium. Each page is measured BENCH_RUNS times (default 3; the passes go round all pages
// in turn, so a burst of load on this shared machine does not land on one page's runs); prints every
// run and the median, and exits non-zero when a page misses the budgets (architecture §8, issue 9).
// Usage: npm run bench:lighthouse [-- /path /other]   (build first: npx next build)
// Environment: BENCH_RUNS=3, BENCH_GATE=median|every (what must meet the budget: the median of the
// runs, the default, or every single run), BENCH_DETAILS=1 (where the LCP time went),
// BENCH_JSON_DIR=dir (keep each run's Lighthouse JSON, and its trace with BENCH_TRACE=1), BENCH_PORT=3200, BENCH_PROTOCOL=h2|http1 (how the
// browser reaches the app: through an HTTP/2 TLS front, as on a production install — the default —
// or straight to `npm start` over cleartext HTTP/1.1; see docs/performance.md),
// BENCH_ACCOUNT=email:password (measure signed in as that account, e.g. a demo account on pages
// such as /car-list or /addingcar), BENCH_CATEGORIES=accessibility,seo (only those categories; the
// budget then covers only them, and CLS and LCP only with performance), BENCH_FLOOR=0 (leave out the
// floor: an empty page with the site's headers, measured in every pass and reported, not gated —
// what this machine gives any page; scripts/bench-floor.mjs).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageFaultMicroseconds, startFloorServer } from './bench-floor.mjs';
import { startTlsFront } from './tls-front.mjs';

const PORT = Number(process.env.BENCH_PORT || 3200);
const BASE = `http://localhost:${PORT}`;
const PROTOCOL = process.env.BENCH_PROTOCOL === 'http1' ? 'http1' : 'h2';
/** The origin the browser loads the pages from (the TLS front's with h2); set once the front runs. */
let pageOrigin = BASE;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 3));
const GATE = process.env.BENCH_GATE === 'every' ? 'every' : 'median';
const JSON_DIR = process.env.BENCH_JSON_DIR;
/**
 * Every public page type — home, content page, catalog, city page, car page, sign-in, register — in
 * uk and en. `{car}` is the first car the Kyiv list shows (the demo fleet's slugs are not fixed).
 */
const PAGES = ['/', '/faq', '/catalog', '/catalog/kyiv', '/catalog/kyiv/{car}', '/sign', '/register-user'];
let paths = process.argv.slice(2).length ? process.argv.slice(2) : [...PAGES, ...PAGES.map((page) => (page === '/' ? '/en' : `/en${page}`))];
/** Scores are minima, CLS and LCP (ms) maxima. */
const BUDGET = { performance: 0.95, accessibility: 1, 'best-practices': 0.95, seo: 1, cls: 0.02, lcp: 2000 };
const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CATEGORIES = process.env.BENCH_CATEGORIES ? ALL_CATEGORIES.filter((id) => process.env.BENCH_CATEGORIES.split(',').includes(id)) : ALL_CATEGORIES;
if (!CATEGORIES.length) throw new Error(`BENCH_CATEGORIES names none of ${ALL_CATEGORIES.join(', ')}`);
/** The budgets of what is measured: CLS and LCP belong to performance. */
const SHORT = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'best', seo: 'seo' };
const columns = CATEGORIES.map((id) => SHORT[id].padStart(4)).join('  ');
const budgetOf = (id) => (id === 'cls' || id === 'lcp' ? CATEGORIES.includes('performance') : CATEGORIES.includes(id));
/** `Cookie` header of the signed-in account (BENCH_ACCOUNT), set once the server runs. */
let cookie = '';

const dataDir = mkdtempSync(path.join(tmpdir(), 'kermo-bench-'));
const server = spawn('npx', ['tsx', '--conditions=react-server', 'scripts/start.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: 'localhost', APP_URL: BASE, PGLITE_DATA_DIR: `${dataDir}/pglite`, STORAGE_DIR: `${dataDir}/storage`, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
  rmSync(dataDir, { recursive: true, force: true });
};

/** Signs BENCH_ACCOUNT in through the API: its session cookie (and the cookie notice accepted) for every request. */
async function signIn(account) {
  const at = account.indexOf(':');
  const response = await fetch(`${BASE}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ email: account.slice(0, at), password: account.slice(at + 1) }),
  });
  if (!response.ok) throw new Error(`BENCH_ACCOUNT: sign-in answered ${response.status} ${await response.text()}`);
  return [...response.headers.getSetCookie().map((line) => line.split(';')[0]), 'cookieApprove=true'].join('; ');
}

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

/**
 * Waits until the server answers each of the build's assets from its brotli copy, as a server that
 * has run for a while does. `npm start` makes the copies in the background (brotli at its highest
 * quality); a first run measured while it still does would share the two cores with it.
 */
async function waitForBrotliCopies(assets) {
  const deadline = Date.now() + 120_000;
  for (const asset of assets) {
    for (;;) {
      const response = await fetch(BASE + asset, { headers: { 'Accept-Encoding': 'br' } });
      await response.arrayBuffer();
      // A copy goes out with its length; brotli made on the fly (no copy yet) is streamed without.
      if (response.headers.get('content-encoding') === 'br' && response.headers.get('content-length')) break;
      if (Date.now() > deadline) throw new Error(`${asset}: no brotli copy after 2 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * A visitor of that language: headless Chromium asks for en-US, and the proxy would redirect `/` to
 * `/en` (locale detection), measuring the English page behind a redirect.
 */
const acceptLanguage = (pagePath) => (pagePath === '/en' || pagePath.startsWith('/en/') ? 'en-US,en;q=0.9' : 'uk-UA,uk;q=0.9');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const pct = (score) => String(Math.round(score * 100)).padStart(4);
const clsText = (cls) => (Number.isNaN(cls) ? '-' : cls.toFixed(3)).padStart(5);
const lcpText = (lcp) => `${(Number.isNaN(lcp) ? '-' : String(Math.round(lcp))).padStart(5)} ms`;
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

/** One run's figures, and what it spent its LCP on (BENCH_DETAILS). */
function figures(lhr) {
  // Without the performance category Lighthouse does not run these audits: NaN, printed as '-'.
  const result = { lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN, cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN };
  for (const id of CATEGORIES) result[id] = lhr.categories[id].score;
  return result;
}

function misses(result) {
  return Object.entries(BUDGET)
    .filter(([id]) => budgetOf(id))
    .filter(([id, limit]) => (id === 'cls' || id === 'lcp' ? result[id] > limit : result[id] < limit))
    .map(([id]) => id);
}

function details(lhr) {
  const element = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
  console.log(`    LCP element: ${element}`);
  console.log(`    LCP phases: ${phases.map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`).join(', ')}`);
  for (const id of ['first-contentful-paint', 'speed-index', 'total-blocking-time', 'render-blocking-resources', 'unused-javascript', 'bootup-time', 'total-byte-weight', 'mainthread-work-breakdown']) {
    const audit = lhr.audits[id];
    if (audit) console.log(`    ${id}: ${audit.displayValue ?? ''}`);
  }
}

/** Which audits cost an over-budget run its points (other than performance, whose cause is the LCP). */
function explain(lhr) {
  for (const category of ['accessibility', 'best-practices', 'seo'].filter((id) => CATEGORIES.includes(id))) {
    for (const ref of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) console.log(`    ${category}: ${audit.id} — ${audit.title}`);
    }
  }
}

/** The floor's name in the tables (scripts/bench-floor.mjs). */
const FLOOR = '(floor)';
const FLOOR_ON = process.env.BENCH_FLOOR !== '0';
/** Where each measured path is loaded from: the floor has an origin of its own. */
const urlOf = (pagePath) => (pagePath === FLOOR ? floorOrigin : pageOrigin + pagePath);
let floorOrigin = '';

/** One Lighthouse run in a fresh headless Chromium; null when it produced no usable figures. */
async function measure(pagePath, noindex) {
  lastTrace = undefined;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    // The front's certificate is a throwaway self-signed one.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...(PROTOCOL === 'h2' ? ['--ignore-certificate-errors'] : [])],
  });
  try {
    const result = await lighthouse(urlOf(pagePath), {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      extraHeaders: { 'Accept-Language': acceptLanguage(pagePath), ...(cookie ? { Cookie: cookie } : {}) },
      skipAudits: noindex ? ['is-crawlable'] : [],
    }).catch((error) => {
      console.log(`  ${pagePath}: ${error.message}`);
      return null;
    });
    const lhr = result?.lhr;
    if (!lhr) return null;
    // The trace shows what each long task did (scripts, parsing, style); Lighthouse keeps only totals.
    if (JSON_DIR && process.env.BENCH_TRACE) lastTrace = result.artifacts?.Trace;
    const usable = !lhr.runtimeError && CATEGORIES.every((id) => typeof lhr.categories[id]?.score === 'number') && (!CATEGORIES.includes('performance') || (typeof lhr.audits['largest-contentful-paint'].numericValue === 'number' && typeof lhr.audits['cumulative-layout-shift'].numericValue === 'number'));
    if (!usable) console.log(`  ${pagePath}: ${lhr.runtimeError?.message ?? 'missing figures'}`);
    return usable ? lhr : null;
  } finally {
    await chrome.kill();
  }
}

let failed = false;
let front;
let floor;
let floorFront;
/** The latest run's trace (BENCH_TRACE), written beside its JSON. */
let lastTrace;
try {
  await waitForServer();
  if (paths.some((pagePath) => pagePath.includes('{car}'))) {
    const search = await fetch(`${BASE}/api/catalog/search`, { method: 'POST', headers: { 'content-type': 'application/json', origin: BASE }, body: JSON.stringify({ city: 'kyiv', per_page: 1 }) });
    const slug = (await search.json()).data?.items?.[0]?.slug;
    if (!slug) throw new Error('{car}: the Kyiv list has no car to measure');
    paths = paths.map((pagePath) => pagePath.replace('{car}', slug));
  }
  if (process.env.BENCH_ACCOUNT) cookie = await signIn(process.env.BENCH_ACCOUNT);
  if (PROTOCOL === 'h2') {
    front = await startTlsFront({ port: PORT + 243, target: BASE });
    pageOrigin = front.origin;
  }
  if (FLOOR_ON) {
    // The site's own headers, as `/` sends them to a first visitor.
    const home = await fetch(`${BASE}/`, { headers: { 'Accept-Language': acceptLanguage('/') } });
    await home.arrayBuffer();
    floor = await startFloorServer({ port: PORT + 2, headers: home.headers });
    floorOrigin = `${floor.origin}/`;
    if (PROTOCOL === 'h2') {
      floorFront = await startTlsFront({ port: PORT + 244, target: floor.origin });
      floorOrigin = `${floorFront.origin}/`;
    }
    paths = [FLOOR, ...paths];
  }
  if (JSON_DIR) mkdirSync(JSON_DIR, { recursive: true });
  const runs = new Map(paths.map((pagePath) => [pagePath, []]));
  const lighthouseVersion = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;
  console.log(`Lighthouse ${lighthouseVersion}, mobile preset (simulated throttling), ${PROTOCOL === 'h2' ? 'HTTP/2 over TLS (front on ' + pageOrigin + ')' : 'HTTP/1.1 cleartext'}, ${RUNS} run(s) per page, gate: ${GATE}; load ${load()}`);
  // Warm the server once so the measurement is of the page, not of the first compile/connect; note
  // the pages that ask not to be indexed (sign-in, registration): for them `is-crawlable` failing
  // is the intent, so that audit is left out of their SEO score.
  const noindex = new Set();
  const assets = new Set();
  for (const pagePath of paths.filter((item) => item !== FLOOR)) {
    const html = await (await fetch(BASE + pagePath, { headers: { 'Accept-Language': acceptLanguage(pagePath), ...(cookie ? { Cookie: cookie } : {}) } })).text();
    if (/<meta name="robots" content="[^"]*noindex/.test(html)) noindex.add(pagePath);
  }
  // Every asset of the build, not only those the pages name: the server compresses them one after
  // another, and one still in the works would share the cores with the first runs.
  for (const entry of readdirSync(path.join('.next', 'static'), { recursive: true })) {
    const asset = `/_next/static/${entry.split(path.sep).join('/')}`;
    // The names the server keeps copies of (STATIC_ASSET in scripts/server.mjs).
    if (/^\/_next\/static\/[\w\-./]+\.(?:js|css)$/.test(asset)) assets.add(asset);
  }
  await waitForBrotliCopies([...assets]);
  if (noindex.size) console.log(`noindex by design (is-crawlable not scored): ${[...noindex].join(' ')}`);
  console.log(`run  page                      ${columns}    CLS      LCP   load`);
  for (let run = 1; run <= RUNS; run += 1) {
    for (const pagePath of paths) {
      // A first visit every time: a fresh browser profile (Lighthouse keeps cookies, and the locale
      // cookie an English page sets would redirect the next Ukrainian one). A run that fails (a
      // trace without its navigation start — NO_NAVSTART happens under load —, a protocol error) is
      // retried, up to three attempts.
      let lhr;
      for (let attempt = 1; attempt <= 3 && !lhr; attempt += 1) {
        lhr = await measure(pagePath, noindex.has(pagePath));
        if (!lhr && attempt < 3) console.log(`  ${pagePath}: run failed, retrying`);
      }
      if (!lhr) throw new Error(`${pagePath}: Lighthouse failed three times`);
      const result = figures(lhr);
      if (lhr.finalDisplayedUrl !== urlOf(pagePath)) console.log(`  ${pagePath} was redirected to ${lhr.finalDisplayedUrl}`);
      runs.get(pagePath).push({ ...result, lhr });
      console.log(`${String(run).padStart(3)}  ${pagePath.padEnd(24)} ${CATEGORIES.map((id) => pct(result[id])).join('  ')}  ${clsText(result.cls)}  ${lcpText(result.lcp)}  ${load()}`);
      if (process.env.BENCH_DETAILS) details(lhr);
      if (JSON_DIR) writeFileSync(path.join(JSON_DIR, `${pagePath.replace(/\//g, '_') || '_'}.${run}.json`), JSON.stringify(lhr));
      if (JSON_DIR && lastTrace) writeFileSync(path.join(JSON_DIR, `${pagePath.replace(/\//g, '_') || '_'}.${run}.trace.json`), JSON.stringify(lastTrace));
    }
  }

  console.log(`host: new memory faults in at ${pageFaultMicroseconds().toFixed(1)} µs per 4 KiB page (scripts/bench-floor.mjs)`);
  console.log(`\nmedian of ${RUNS}              ${columns}    CLS      LCP   ${CATEGORIES[0]} runs${budgetOf('lcp') ? ' / LCP runs (ms)' : ''}`);
  for (const [pagePath, results] of runs) {
    const middle = { lcp: median(results.map((r) => r.lcp)), cls: median(results.map((r) => r.cls)) };
    for (const id of CATEGORIES) middle[id] = median(results.map((r) => r[id]));
    const all = `${results.map((r) => Math.round(r[CATEGORIES[0]] * 100)).join(' ')}${budgetOf('lcp') ? ` / ${results.map((r) => Math.round(r.lcp)).join(' ')}` : ''}`;
    console.log(`${pagePath.padEnd(24)}      ${CATEGORIES.map((id) => pct(middle[id])).join('  ')}  ${clsText(middle.cls)}  ${lcpText(middle.lcp)}  ${all}`);
    const over = GATE === 'every' ? [...new Set(results.flatMap(misses))] : misses(middle);
    if (pagePath === FLOOR) {
      // Not gated: it says what the pages' figures are measured against (its speed, not its content).
      const slow = over.filter((id) => ['performance', 'lcp', 'cls'].includes(id));
      const tbt = results.map((r) => Math.round(r.lhr.audits['total-blocking-time']?.numericValue ?? NaN)).join(' ');
      console.log(`  an empty page with the site's headers; total blocking time ${tbt} ms${slow.length ? ` — it misses the budget (${slow.join(', ')}) on this machine, so the pages' misses say more about the machine than about them` : ''}`);
      continue;
    }
    if (over.length) {
      failed = true;
      console.log(`  over budget (${GATE}): ${over.join(', ')}`);
      const worst = results.find((r) => misses(r).length) ?? results[0];
      explain(worst.lhr);
    }
  }
} finally {
  await front?.close();
  await floorFront?.close();
  await floor?.close();
  stop();
}
process.exit(failed ? 1 : 0);
