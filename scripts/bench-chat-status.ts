// npm run bench:chat-status — the status poll (POST /api/profile/chat/get-status, spec §7) at the
// load issue 14 names: 1 000 signed-in people polling every 10 seconds, i.e. 100 calls a second.
// In a throwaway PostgreSQL server (scripts/with-postgres.sh) it generates, in SQL, 1 000 renters
// and 200 owners with 5 bookings each renter (3 under way, 2 closed), 20 messages per booking with
// both parties' thread rows, and 10 notifications per person; then calls the domain function
// (`chatStatus`, what the route runs after the session) for people round-robin, warm, one at a
// time, and reports p50/p95 per call and the CPU it cost — PostgreSQL's backends (from /proc) and
// this Node process — as a share of one core at 100 calls a second; then the same through the route
// handler in process (the session's lookup, the body's validation, the JSON), as a request carries
// it. docs/chat.md "The status poll".
// Usage: npm run bench:chat-status [-- --calls 3000]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { closeDb, getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { seedDatabase } from '@/lib/server/db/seed';
import { POST as statusRoute } from '@/app/api/profile/chat/get-status/route';
import { createAccessToken } from '@/lib/server/auth/tokens';
import { chatStatus } from '@/lib/server/chat/chat-status';
import { runMain } from './run-main';
import { ms, percentile } from './bench-catalog/stats';

const RENTERS = 1_000;
const OWNERS = 200;
const CALLS = Number(process.argv[process.argv.indexOf('--calls') + 1] || 3_000) || 3_000;
/** 1 000 people every 10 seconds. */
const CALLS_PER_SECOND = 100;
const TICKS_PER_SECOND = 100; // Linux USER_HZ: /proc's clock ticks.

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** CPU seconds used so far by every PostgreSQL process of the server (its backends included). */
function postgresCpuSeconds(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!name.startsWith('postgres')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks / TICKS_PER_SECOND;
}

async function generate() {
  const db = await getDb();
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  await run(sql`insert into users (email, first_name, last_name, role, is_host, is_user, legal_verification, email_verified_at)
    select 'bench-chat-owner-' || g || '@bench.kermo.test', 'Власник', 'Тестовий', 2, true, false, 2, now() from generate_series(1, ${OWNERS}::int) g`);
  await run(sql`insert into users (email, first_name, last_name, role, is_host, is_user, is_driver_license_verified, email_verified_at)
    select 'bench-chat-renter-' || g || '@bench.kermo.test', 'Орендар', 'Тестовий', 1, false, true, true, now() from generate_series(1, ${RENTERS}::int) g`);
  await run(sql`insert into cars (owner_id, slug, status, active, brand_id, model_id, year, vin, city_id, lat, lng, price_per_day_kop, min_term_days, max_term_days)
    select o.id, 'bench-chat-car-' || g, 'approved', true, (select min(id) from car_brands), (select min(id) from car_models), 2020, 'BCHT' || lpad(g::text, 13, '0'), (select min(id) from cities), 50.45, 30.52, 120000, 1, 30
    from generate_series(1, ${OWNERS * 5}::int) g
    join (select id, row_number() over (order by id) - 1 as i from users where email like 'bench-chat-owner-%') o on o.i = (g - 1) % ${OWNERS}`);
  // Five bookings a renter on five different cars: requested, confirmed, active (under way), completed, cancelled.
  await run(sql`insert into bookings (car_id, renter_id, owner_id, status, start_at, end_at, locale, lines, terms, total_kop, commission_bp, commission_kop, earnings_kop, paid_at, closed_at)
    select c.id, r.id, c.owner_id, (array[1, 2, 9, 13, 4])[k], now() + (k * 3 + r.i % 30) * interval '1 day', now() + (k * 3 + r.i % 30 + 2) * interval '1 day', 'uk',
      '[]'::jsonb, '{"price_per_day_kop":120000,"price_per_hour_kop":null,"price_per_km_kop":null,"free_mileage_per_day":null,"delivery_price_kop":null,"mode":"time","days":2,"hours":0}'::jsonb,
      240000, 1500, 36000, 204000, case when k >= 3 then now() end, case when k = 4 then now() end
    from (select id, row_number() over (order by id) - 1 as i from users where email like 'bench-chat-renter-%') r
    cross join generate_series(1, 5) k
    join (select id, owner_id, row_number() over (order by id) - 1 as i from cars where slug like 'bench-chat-car-%') c on c.i = (r.i * 5 + k - 1) % ${OWNERS * 5}`);
  await run(sql`insert into chat_messages (booking_id, sender_id, client_id, body, created_at)
    select b.id, case when m % 2 = 0 then b.renter_id else b.owner_id end, 'bench-' || b.id || '-' || m, 'Повідомлення № ' || m, now() - (20 - m) * interval '1 minute'
    from bookings b cross join generate_series(1, 20) m where b.renter_id in (select id from users where email like 'bench-chat-renter-%')`);
  await run(sql`insert into chat_threads (booking_id, user_id, unread, last_read_id, last_message_id, last_message_at)
    select b.id, p.user_id, p.unread, 0, (select max(id) from chat_messages m where m.booking_id = b.id), now()
    from bookings b cross join lateral (values (b.renter_id, (b.id % 4)::int), (b.owner_id, (b.id % 3)::int)) p(user_id, unread)
    where b.renter_id in (select id from users where email like 'bench-chat-renter-%')`);
  await run(sql`insert into notifications (user_id, booking_id, kind, read_at)
    select b.renter_id, b.id, 'confirmed', case when n % 3 = 0 then null else now() end from bookings b cross join generate_series(1, 2) n
    where b.renter_id in (select id from users where email like 'bench-chat-renter-%')`);
  await run(sql`insert into notifications (user_id, booking_id, kind, read_at)
    select b.owner_id, b.id, 'requested', case when n % 2 = 0 then null else now() end from bookings b cross join generate_series(1, 2) n
    where b.renter_id in (select id from users where email like 'bench-chat-renter-%')`);
  await run(sql`analyze`);
}

async function main() {
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  process.env.STORAGE_DIR = path.join(mkdtempSync(path.join(tmpdir(), 'kermo-bench-chat-')), 'storage');
  try {
    await seedDatabase({ demoAccounts: false });
    console.log(`Status poll benchmark: PostgreSQL, ${RENTERS} renters, ${OWNERS} owners, ${CALLS} calls; ${cpus()[0]?.model} × ${cpus().length}, Node ${process.version}`);
    let started = performance.now();
    await generate();
    const db = await getDb();
    const [counts] = rowsOf<{ bookings: number; messages: number; notifications: number }>(
      await db.execute(sql`select (select count(*) from bookings)::int as bookings, (select count(*) from chat_messages)::int as messages, (select count(*) from notifications)::int as notifications`),
    );
    console.log(`  dataset: ${counts!.bookings} bookings, ${counts!.messages} messages, ${counts!.notifications} notifications (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    const people = await db.select().from(users).where(sql`${users.email} like 'bench-chat-%'`);
    const idsOf = new Map<number, number[]>();
    for (const row of rowsOf<{ id: number; renter_id: number; owner_id: number }>(await db.execute(sql`select id, renter_id, owner_id from bookings where status not in (3, 4, 13)`))) {
      for (const person of [row.renter_id, row.owner_id]) idsOf.set(person, [...(idsOf.get(person) ?? []), row.id].slice(0, 50));
    }
    const tokens = new Map<number, string>();
    for (const person of people) tokens.set(person.id, (await createAccessToken(person.id)).token);
    const viaDomain = (person: (typeof people)[number]) => chatStatus(person, idsOf.get(person.id) ?? []);
    const viaRoute = async (person: (typeof people)[number]) => {
      const request = new Request('http://127.0.0.1:3000/api/profile/chat/get-status', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.get(person.id)}` },
        body: JSON.stringify({ booking_ids: idsOf.get(person.id) ?? [] }),
      });
      const response = await statusRoute(request);
      if (response.status !== 200) throw new Error(`get-status answered ${response.status}: ${await response.text()}`);
      await response.json();
    };
    for (const [label, call] of [['domain function (two statements)', viaDomain], ['route handler (session, validation, JSON)', viaRoute]] as const) {
      // Warm up, then one call at a time, round-robin over everyone.
      for (let index = 0; index < 200; index++) await call(people[index % people.length]!);
      const samples: number[] = [];
      const cpuBefore = process.cpuUsage();
      const pgBefore = postgresCpuSeconds();
      started = performance.now();
      for (let index = 0; index < CALLS; index++) {
        const person = people[index % people.length]!;
        const at = performance.now();
        await call(person);
        samples.push(performance.now() - at);
      }
      const wall = (performance.now() - started) / 1000;
      const node = process.cpuUsage(cpuBefore);
      const perCall = { pg: (postgresCpuSeconds() - pgBefore) / CALLS, node: (node.user + node.system) / 1e6 / CALLS };
      console.log(`\n  ${label}`);
      console.log(`    per call: p50 ${ms(percentile(samples, 50))} ms, p95 ${ms(percentile(samples, 95))} ms, max ${ms(Math.max(...samples))} ms (${(CALLS / wall).toFixed(0)} calls/s on one connection)`);
      console.log(`    CPU per call: PostgreSQL ${(perCall.pg * 1000).toFixed(3)} ms, Node ${(perCall.node * 1000).toFixed(3)} ms`);
      console.log(`    at ${CALLS_PER_SECOND} calls/s (1 000 people every 10 s): PostgreSQL ${(perCall.pg * CALLS_PER_SECOND * 100).toFixed(1)} % of one core, Node ${(perCall.node * CALLS_PER_SECOND * 100).toFixed(1)} %`);
    }
  } finally {
    await closeDb();
  }
}

if (!process.env.TEST_DATABASE_URL) {
  const child = spawnSync('bash', ['scripts/with-postgres.sh', 'npx', 'tsx', '--conditions=react-server', 'scripts/bench-chat-status.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
} else {
  runMain(main);
}
