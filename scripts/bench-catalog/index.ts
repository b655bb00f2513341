// npm run bench:catalog — the catalog search at 100 000 cars and 2 000 000 bookings and blocks
// (issue 11 "Performance"; docs/performance.md "Catalog search at 100,000 cars"). In one run:
//   1. generates the dataset in SQL (dataset.ts) in a throwaway database: a PostgreSQL server
//      started by scripts/with-postgres.sh (default), or an embedded PGlite in a temp dir;
//   2. times the raw SQL of each search of the mix (searches.ts; with the filters' counts, POST
//      /api/catalog/facets, and the map's, each as its own endpoint) through the app's own driver
//      (getDb: node-postgres Pool or PGlite), warm, round-robin, p50/p95, takes EXPLAIN (ANALYZE,
//      BUFFERS) of each and checks its shape (plan-shape.ts), and splits the in-process API work
//      (slugs, the search, the cards, JSON) to show where time beyond the SQL goes;
//      and times the sitemap of cars (sitemap.ts): one file of 10 000 ids and the index;
//   3. starts the production server (scripts/start.ts, under the build lock, building if needed)
//      on that database, times POST /api/catalog/search for the same searches, one request at a
//      time, and stops it.
// Prints p50/p95 of both, the ratio and the goals; exits non-zero when a goal or a plan check fails.
// Usage: npm run bench:catalog [-- --engine pglite] [--cars 100000] [--periods-per-car 20]
//        [--runs 200] [--skip-api] [--reuse]
// Environment: BENCH_ENGINE, BENCH_CARS, BENCH_RUNS (same as the flags), BENCH_PORT (3250),
// BENCH_OUT (where plans and results are written; default a new dir under /tmp),
// BENCH_PGLITE_DIR (keep the PGlite database there instead of a temp dir; with --reuse a later run
// measures it again without generating: also for a PostgreSQL server named by TEST_DATABASE_URL).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { catalogItems } from '@/lib/server/catalog/catalog-items';
import { catalogFacets } from '@/lib/server/catalog/facet-counts';
import { CATALOG_PLANNER, runCatalogStatement } from '@/lib/server/catalog/search-cars';
import { resolveTarget, searchCatalog } from '@/lib/server/catalog/search-catalog';
import { searchMap } from '@/lib/server/catalog/search-map';
import { closeDb, getDb, inTransaction } from '@/lib/server/db/client';
import { runMain } from '../run-main';
import { type DatasetFacts, datasetFacts, generateCatalogDataset } from './dataset';
import { planShape } from './plan-shape';
import { benchSitemap } from './sitemap';
import { benchFacets, benchMap, benchPeriod, benchSearches, type PreparedSearch, prepareSearch } from './searches';
import { ms, percentile, table } from './stats';

type Engine = 'postgres' | 'pglite';

function option(name: string, env: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  if (index !== -1 && process.argv[index + 1]) return process.argv[index + 1]!;
  return process.env[env] || fallback;
}

const engine: Engine = option('engine', 'BENCH_ENGINE', 'postgres') === 'pglite' ? 'pglite' : 'postgres';
const CARS = Number(option('cars', 'BENCH_CARS', '100000'));
const PERIODS_PER_CAR = Number(option('periods-per-car', 'BENCH_PERIODS_PER_CAR', '20'));
const RUNS = Math.max(1, Number(option('runs', 'BENCH_RUNS', '200')));
const WARMUP = 10;
const BREAKDOWN_RUNS = 50;
const SKIP_API = process.argv.includes('--skip-api');
const REUSE = process.argv.includes('--reuse');
const PORT = Number(process.env.BENCH_PORT || 3250);
const BASE = `http://127.0.0.1:${PORT}`;
const BUILD_LOCK = '/tmp/kermo-build.lock';
/** Goals (issue 11): with a city, API p95 ≤ 50 ms and ≤ 1.5× the SQL; nationwide with dates p95 ≤ 100 ms. */
const GOALS = { cityApiP95: 50, ratio: 1.5, nationwideP95: 100 };
/**
 * The filters' counts are asked once the dialog is open, off the page's path, and count every
 * option over the search's own cars: a city's counts are held to the search's goal and a fifth
 * (docs/decisions.md "Facet counts in the catalog filters").
 */
const FACETS_CITY_API_P95 = 60;

const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

type Timing = { sql: number[]; api: number[] };

/** Round-robin over the searches, starting each round one further, so a burst of load on this shared machine spreads over all of them. */
async function roundRobin(searches: readonly PreparedSearch[], runs: number, measure: (search: PreparedSearch) => Promise<number>, into?: Map<string, number[]>) {
  for (let round = 0; round < runs; round += 1) {
    for (let i = 0; i < searches.length; i += 1) {
      const search = searches[(round + i) % searches.length]!;
      const elapsed = await measure(search);
      into?.get(search.name)!.push(elapsed);
    }
  }
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function main() {
  const outDir = process.env.BENCH_OUT || mkdtempSync(path.join(tmpdir(), `kermo-bench-catalog-${engine}-`));
  mkdirSync(outDir, { recursive: true });
  const scratch = mkdtempSync(path.join(tmpdir(), 'kermo-bench-db-'));
  process.env.STORAGE_DIR = `${scratch}/storage`;
  if (engine === 'postgres') {
    process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  } else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DATA_DIR = process.env.BENCH_PGLITE_DIR || `${scratch}/pglite`;
  }
  let failed = false;
  const fail = (message: string) => {
    failed = true;
    console.log(`  FAIL: ${message}`);
  };

  try {
    console.log(`Catalog search benchmark: ${engine}, ${CARS} cars × ${PERIODS_PER_CAR} periods, ${RUNS} warm runs per search`);
    console.log(`Machine: ${cpus()[0]?.model} × ${cpus().length}, ${(totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}; load ${load()}`);
    const db = await getDb();
    const [info] = rowsOf<{ version: string; work_mem: string; shared_buffers: string }>(
      await db.execute(sql`select version() as version, current_setting('work_mem') as work_mem, current_setting('shared_buffers') as shared_buffers`),
    );
    console.log(`Engine: ${info!.version}; work_mem ${info!.work_mem}, shared_buffers ${info!.shared_buffers}`);

    const [existing] = rowsOf<{ cars: number }>(await db.execute(sql`select count(*)::int as cars from cars where slug like 'bench-car-%'`));
    let facts: DatasetFacts;
    if (REUSE && existing!.cars > 0) {
      console.log('\nReusing the dataset already there:');
      facts = await datasetFacts(db);
    } else {
      if (existing!.cars > 0) throw new Error('The database already holds a bench dataset: pass --reuse, or use a fresh one');
      console.log('\nGenerating the dataset (SQL):');
      const started = performance.now();
      facts = await generateCatalogDataset(db, { cars: CARS, periodsPerCar: PERIODS_PER_CAR, owners: Math.max(10, Math.round(CARS / 30)), bulk: true, log: console.log });
      console.log(`  total ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    console.log(`  cars ${facts.cars} (listed ${facts.listed}; ${facts.listedByCity.slice(0, 3).map((city) => `${city.slug} ${city.listed}`).join(', ')}, …)`);
    console.log(`  periods ${facts.periods} (holding ${facts.holding}, ${facts.distinctStarts} distinct start hours)`);

    const now = new Date();
    const period = benchPeriod(now);
    const searches = await Promise.all([...benchSearches(period), ...benchFacets(period), ...benchMap(period)].map(prepareSearch));
    const [busy] = rowsOf<{ kyiv: number; all: number }>(
      await db.execute(sql`select count(distinct car_id) filter (where city_id = ${searches[0]!.target.cityId}::int)::int as kyiv, count(distinct car_id)::int as all
        from car_periods where holds and period && tstzrange(${period.start.toISOString()}::timestamptz, ${period.end.toISOString()}::timestamptz, '[)')`),
    );
    console.log(`  window ${period.start.toISOString()} → ${period.end.toISOString()}: cars busy in Kyiv ${busy!.kyiv}, in Ukraine ${busy!.all}`);

    // --- Raw SQL through the app's driver -------------------------------------------------------
    const totals = new Map<string, number>();
    for (const search of searches) {
      const [row] = await runCatalogStatement<{ total: number }>(search.statement(now));
      totals.set(search.name, Number(row!.total));
    }
    // What the API's search step runs: the statement in its transaction with the catalog's planner
    // settings (BEGIN, set_config, the statement, COMMIT), through the app's driver.
    const runSql = (search: PreparedSearch) => timed(() => runCatalogStatement(search.statement(now)));
    console.log(`\nRaw SQL (the API's statement and driver: BEGIN, planner settings, statement, COMMIT), warm-up ${WARMUP} rounds, then ${RUNS}; load ${load()}`);
    await roundRobin(searches, WARMUP, runSql);
    const timings = new Map<string, Timing>(searches.map((search) => [search.name, { sql: [], api: [] }]));
    const sqlTimes = new Map<string, number[]>(searches.map((search) => [search.name, timings.get(search.name)!.sql]));
    await roundRobin(searches, RUNS, runSql, sqlTimes);
    console.log(`  done; load ${load()}`);

    // --- Plans ----------------------------------------------------------------------------------
    const plans: string[] = [];
    console.log('\nPlans (EXPLAIN (ANALYZE, BUFFERS); full text in plans.txt):');
    for (const search of searches) {
      const explain = (options: SQL) =>
        inTransaction(async (tx) => {
          await tx.execute(CATALOG_PLANNER);
          return rowsOf<Record<string, unknown>>(await tx.execute(sql`explain ${options} ${search.statement(now)}`)).map((row) => Object.values(row)[0]);
        });
      const text = (await explain(sql.raw('(analyze, buffers)'))).map(String);
      plans.push(`### ${search.name}\n${JSON.stringify(search.body)}\n${text.join('\n')}\n`);
      const json = (await explain(sql.raw('(format json)')))[0];
      const shape = planShape(json);
      const execution = text.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';
      const notes = [
        search.query.period ? `busy: ${shape.busyMaterialized ? 'materialized CTE' : 'NOT materialized'} from ${shape.busyIndex ?? 'no index'}` : 'no dates: no busy set',
        search.query.period ? (shape.hashedNotIn ? 'hashed NOT IN' : 'NOT IN not hashed') : '',
        `seq scans: ${shape.seqScans.join(', ') || 'none'}`,
        `explain analyze ${execution}`,
      ].filter(Boolean);
      console.log(`  ${search.name.padEnd(36)} ${notes.join('; ')}`);
      if (shape.seqScans.includes('car_periods')) fail(`${search.name}: sequential scan of car_periods`);
      if (search.query.period && (!shape.busyMaterialized || !shape.hashedNotIn || !shape.busyIndex)) fail(`${search.name}: busy set not a materialized, hashed, indexed CTE`);
    }
    writeFileSync(path.join(outDir, 'plans.txt'), plans.join('\n'));

    // --- Where an API call's time goes, in process ----------------------------------------------
    console.log(`\nIn-process split of the API's work (p50 of ${BREAKDOWN_RUNS}, ms): slugs → search SQL → cards (catalogItems) → JSON`);
    const split: string[][] = [];
    for (const search of searches) {
      const parts = { target: [] as number[], items: [] as number[], whole: [] as number[], json: [] as number[] };
      const facets = search.endpoint === 'facets';
      const map = search.endpoint === 'map';
      const [row] = await runCatalogStatement<{ ids?: number[] }>(search.statement(now));
      const ids = ((row!.ids ?? []) as unknown as (number | string)[]).map(Number);
      let bytes = 0;
      for (let run = 0; run < BREAKDOWN_RUNS; run += 1) {
        parts.target.push(await timed(() => resolveTarget(search.query)));
        // The facets and the map have no cards.
        if (!facets && !map) parts.items.push(await timed(() => catalogItems(ids, 'uk', search.query.period)));
        let result: unknown;
        parts.whole.push(await timed(async () => (result = facets ? await catalogFacets(search.query, new Date()) : map ? await searchMap({ ...search.query, zoom: search.body.zoom as number }, new Date()) : await searchCatalog(search.query, { locale: 'uk', now: new Date() }))));
        const jsonStarted = performance.now();
        bytes = JSON.stringify({ data: result }).length;
        parts.json.push(performance.now() - jsonStarted);
      }
      const sqlP50 = percentile(timings.get(search.name)!.sql, 50);
      split.push([search.name, ms(percentile(parts.target, 50)), ms(sqlP50), facets || map ? '-' : ms(percentile(parts.items, 50)), ms(percentile(parts.json, 50)), ms(percentile(parts.whole, 50)), String(bytes)]);
    }
    console.log(table(['search', 'slugs', 'search SQL', 'cards', 'JSON', 'searchCatalog / catalogFacets', 'bytes'], split));
    const wrapper: number[] = [];
    for (let run = 0; run < BREAKDOWN_RUNS; run += 1) wrapper.push(await timed(() => inTransaction((tx) => tx.execute(CATALOG_PLANNER))));
    console.log(`  of the search SQL, the transaction and planner settings alone (BEGIN, set_config, COMMIT): p50 ${ms(percentile(wrapper, 50))} ms`);
    await benchSitemap(console.log);
    await closeDb();

    // --- The API on the production server -------------------------------------------------------
    if (!SKIP_API) {
      const server = await startServer(outDir);
      try {
        console.log(`\nPOST ${BASE}/api/catalog/search, /api/catalog/facets and /api/catalog/map, one request at a time, warm-up ${WARMUP} rounds, then ${RUNS}; load ${load()}`);
        const apiTimes = new Map<string, number[]>(searches.map((search) => [search.name, timings.get(search.name)!.api]));
        const call = async (search: PreparedSearch) => {
          const started = performance.now();
          const response = await fetch(`${BASE}/api/catalog/${search.endpoint ?? 'search'}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(search.body) });
          const body = (await response.json()) as { data?: { pagination?: { total: number }; total?: number } };
          const elapsed = performance.now() - started;
          const total = body.data?.pagination?.total ?? body.data?.total;
          if (response.status !== 200 || total !== totals.get(search.name)) {
            throw new Error(`${search.name}: API answered ${response.status}, total ${total} (SQL: ${totals.get(search.name)})`);
          }
          return elapsed;
        };
        await roundRobin(searches, WARMUP, call);
        await roundRobin(searches, RUNS, call, apiTimes);
        // The floor under every call: HTTP, Next's routing and the route wrapper, with no database
        // (a body the contract refuses, 422).
        const floor: number[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          floor.push(
            await timed(async () => {
              const response = await fetch(`${BASE}/api/catalog/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"page":0}' });
              await response.text();
            }),
          );
        }
        console.log(`  done; load ${load()}`);
        console.log(`  floor (HTTP + Next + route wrapper, a 422 without the database): p50 ${ms(percentile(floor, 50))} ms, p95 ${ms(percentile(floor, 95))} ms`);
      } finally {
        stopServer(server);
      }
    }

    // --- Results --------------------------------------------------------------------------------
    console.log(`\nResults (${engine}, ms; ratio = API ÷ SQL):`);
    const rows = searches.map((search) => {
      const { sql: sqlTimes, api } = timings.get(search.name)!;
      const s = { p50: percentile(sqlTimes, 50), p95: percentile(sqlTimes, 95) };
      const a = { p50: percentile(api, 50), p95: percentile(api, 95) };
      const ratio = { p50: a.p50 / s.p50, p95: a.p95 / s.p95 };
      const goals: string[] = [];
      if (api.length) {
        if (search.scope === 'city') {
          const cityGoal = search.endpoint === 'facets' ? FACETS_CITY_API_P95 : GOALS.cityApiP95;
          if (a.p95 > cityGoal) goals.push(`API p95 > ${cityGoal}`);
          if (ratio.p95 > GOALS.ratio) goals.push(`ratio p95 > ${GOALS.ratio}`);
        } else if (search.query.period && a.p95 > GOALS.nationwideP95) goals.push(`API p95 > ${GOALS.nationwideP95}`);
      } else if (search.scope === 'nationwide' && search.query.period && s.p95 > GOALS.nationwideP95) goals.push(`SQL p95 > ${GOALS.nationwideP95}`);
      for (const goal of goals) fail(`${search.name}: ${goal}`);
      return [search.name, String(totals.get(search.name)), ms(s.p50), ms(s.p95), ms(a.p50), ms(a.p95), api.length ? ratio.p50.toFixed(2) : '-', api.length ? ratio.p95.toFixed(2) : '-', goals.length ? goals.join(', ') : 'ok'];
    });
    const report = table(['search', 'total', 'SQL p50', 'SQL p95', 'API p50', 'API p95', 'ratio p50', 'ratio p95', 'goals'], rows);
    console.log(report);
    writeFileSync(path.join(outDir, 'results.json'), JSON.stringify({ engine, version: info!.version, cars: CARS, periodsPerCar: PERIODS_PER_CAR, runs: RUNS, facts, period, busy, timings: Object.fromEntries(timings) }, null, 1));
    console.log(`\nPlans and raw timings: ${outDir}; load ${load()}`);
  } finally {
    await closeDb().catch(() => undefined);
    rmSync(scratch, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
}

/**
 * `npm start` as production runs it (build if the sources changed, migrate, serve) on the bench
 * database, holding the build lock for as long as it serves: an end-to-end build rewriting .next
 * under it would fail its requests. Background jobs are off, so only the searches are measured.
 */
async function startServer(outDir: string) {
  console.log(`\nStarting the production server on ${BASE} (waits for ${BUILD_LOCK}; builds if the sources changed)…`);
  const logFile = openSync(path.join(outDir, 'server.log'), 'w');
  const server = spawn('flock', [BUILD_LOCK, 'npx', 'tsx', '--conditions=react-server', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', APP_URL: BASE, JOBS_DISABLED: 'true', LOG_LEVEL: process.env.LOG_LEVEL || 'info' },
    stdio: ['ignore', logFile, logFile],
    detached: true,
  });
  const started = Date.now();
  // A build takes minutes, and the lock may be held by someone else's end-to-end run.
  while (Date.now() - started < 40 * 60_000) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}); see ${outDir}/server.log`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) {
        console.log(`  up after ${((Date.now() - started) / 1000).toFixed(0)} s`);
        return server;
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stopServer(server);
  throw new Error('the server did not start within 40 minutes');
}

function stopServer(server: ReturnType<typeof spawn>) {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {}
}

if (engine === 'postgres' && !process.env.TEST_DATABASE_URL) {
  // Re-run inside a throwaway PostgreSQL server (removed afterwards, whatever happens).
  const child = spawnSync('bash', ['scripts/with-postgres.sh', 'npx', 'tsx', '--conditions=react-server', 'scripts/bench-catalog/index.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
} else {
  runMain(main);
}
