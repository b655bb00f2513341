// npm run bench:lighthouse — Lighthouse (mobile preset) on the main pages of a production build,
// served on a throwaway embedded database, in the system Chromium. Prints the scores and CLS and
// exits non-zero when a page misses the budgets of architecture §8 (issue 3's for / and /en).
// Usage: npm run bench:lighthouse [-- /path /other]   (build first: npm run build)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = Number(process.env.BENCH_PORT || 3200);
const BASE = `http://localhost:${PORT}`;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/en', '/catalog/kyiv', '/en/faq'];
const BUDGET = { performance: 0.9, accessibility: 1, 'best-practices': 0.95, seo: 1, cls: 0.02 };

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

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

let failed = false;
try {
  await waitForServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    console.log('page                      perf  a11y  best  seo   CLS     LCP');
    for (const pagePath of paths) {
      // Warm the server once so the measurement is of the page, not of the first compile/connect.
      await fetch(BASE + pagePath);
      const { lhr } = await lighthouse(BASE + pagePath, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
      const score = (id) => lhr.categories[id].score;
      const cls = lhr.audits['cumulative-layout-shift'].numericValue;
      const lcp = lhr.audits['largest-contentful-paint'].numericValue;
      const row = [score('performance'), score('accessibility'), score('best-practices'), score('seo')].map((s) => String(Math.round(s * 100)).padStart(4));
      console.log(`${pagePath.padEnd(24)} ${row.join('  ')}  ${cls.toFixed(3).padStart(5)}  ${Math.round(lcp)} ms`);
      if (process.env.BENCH_DETAILS) {
        // What the largest paint waited for: its element, its phases, and the heaviest scripts.
        const element = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
        const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
        console.log(`  LCP element: ${element}`);
        for (const phase of phases) console.log(`    ${phase.phase}: ${Math.round(phase.timing)} ms`);
        for (const id of ['render-blocking-resources', 'unused-javascript', 'bootup-time', 'total-byte-weight', 'mainthread-work-breakdown']) {
          const audit = lhr.audits[id];
          if (audit) console.log(`  ${id}: ${audit.displayValue ?? ''}`);
        }
      }
      const misses = Object.entries(BUDGET)
        .filter(([id, min]) => (id === 'cls' ? cls > min : score(id) < min))
        .map(([id]) => id);
      if (misses.length) {
        failed = true;
        console.log(`  over budget: ${misses.join(', ')}`);
        for (const category of ['accessibility', 'best-practices', 'seo']) {
          for (const ref of lhr.categories[category].auditRefs) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit.score !== null && audit.score < 1) console.log(`    ${category}: ${audit.id} — ${audit.title}`);
          }
        }
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  stop();
}
process.exit(failed ? 1 : 0);
