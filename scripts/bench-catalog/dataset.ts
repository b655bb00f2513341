// The catalog's benchmark dataset, generated in SQL (research/catalog-search.md §4): owners, cars
// spread over the seeded cities by weight, one main photo each, and `periodsPerCar` bookings and
// blocks per car that never overlap, over a year centred on now. Used by `npm run bench:catalog`
// (100 000 cars, 2 000 000 periods) and, small, by tests/integration/catalog-plan.test.ts.
import { type SQL, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '@/lib/server/db/client';
import { seedBrandsAndModels, seedCitiesTable } from '@/lib/server/db/seed/seed-places-and-brands';

export type DatasetOptions = {
  cars: number;
  /** Bookings and blocks per car (20 → 2 000 000 for 100 000 cars). */
  periodsPerCar: number;
  owners: number;
  /**
   * Bulk load: drop the exclusion constraint and car_periods' secondary indexes, insert with
   * triggers off, re-create them from their own definitions, then VACUUM ANALYZE (the PostgreSQL
   * manual's "Populating a Database"). Without it the rows go in through every check and trigger.
   */
  bulk: boolean;
  log?: (line: string) => void;
};

export type DatasetFacts = {
  cars: number;
  listed: number;
  listedByCity: { slug: string; listed: number }[];
  periods: number;
  holding: number;
  distinctStarts: number;
  steps: { step: string; ms: number }[];
};

/** Share of the cars per city (percent); the cities not named share what is left equally. */
const CITY_WEIGHTS: Record<string, number> = { kyiv: 30, lviv: 12, odesa: 10, dnipro: 8, kharkiv: 7 };

/** The slot every period of a car sits in: a year (8 760 h) cut into `periodsPerCar` slots, so a car's periods never overlap. */
const YEAR_HOURS = 8760;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function generateCatalogDataset(db: Db, options: DatasetOptions): Promise<DatasetFacts> {
  const steps: { step: string; ms: number }[] = [];
  const log = options.log ?? (() => undefined);
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    const ms = performance.now() - started;
    steps.push({ step: name, ms });
    log(`  ${name}: ${(ms / 1000).toFixed(1)} s`);
    return result;
  };
  const runOn = (target: Db) => (statement: SQL | string) => target.execute(typeof statement === 'string' ? sql.raw(statement) : statement);
  const run = runOn(db);

  await step('cities, brands and models (seed functions)', async () => {
    await seedCitiesTable(db);
    await seedBrandsAndModels(db);
  });

  const cityRows = rowsOf<{ id: number; slug: string; lat: number; lng: number }>(await run('select id, slug, lat, lng from cities where is_active order by sort, id'));
  const named = cityRows.filter((city) => CITY_WEIGHTS[city.slug] !== undefined);
  const rest = (100 - named.reduce((sum, city) => sum + CITY_WEIGHTS[city.slug]!, 0)) / Math.max(1, cityRows.length - named.length);
  let cumulative = 0;
  const weights = cityRows.map((city) => {
    const lo = cumulative / 100;
    cumulative += CITY_WEIGHTS[city.slug] ?? rest;
    return sql`(${city.id}::int, ${lo}::float8, ${cumulative / 100}::float8, ${city.lat}::float8, ${city.lng}::float8)`;
  });

  // One transaction, so its settings hold on one connection (a pool has several) and a failed load leaves nothing.
  await inTransaction(async (tx) => {
    const run = runOn(tx);
    if (options.bulk) {
      // Bulk inserts skip the per-row triggers (foreign keys, car_periods' city copy, set here in the
      // INSERT instead); the data is generated consistent. Index builds get more memory.
      await run(`set local session_replication_role = replica`);
      await run(`set local maintenance_work_mem = '512MB'`);
    }
    await step(`${options.owners} owners`, () =>
      run(sql`insert into users (email, first_name, last_name, role, is_host, is_user, legal_verification, email_verified_at, response_time_minutes)
        select 'bench-owner-' || g || '@bench.kermo.test', 'Власник', 'Тестовий ' || g, case when g % 10 = 0 then 3 else 2 end, true, false, 2, now(), 5 + (g * 7) % 120
        from generate_series(1, ${options.owners}::int) g`),
    );

    await step(`${options.cars} cars`, () =>
      run(sql`with weights(city_id, lo, hi, lat, lng) as (values ${sql.join(weights, sql`, `)}),
        models as (select id, brand_id, (row_number() over (order by id) - 1)::int as i, count(*) over ()::int as n from car_models),
        owners as (select id, (row_number() over (order by id) - 1)::int as i, count(*) over ()::int as n from users where email like 'bench-owner-%'),
        -- random() in the select list of a derived table over the series: one draw per car (not per statement).
        draws as (select g, random() r_city, random() r_model, random() r_status, random() r_price, random() r_gear, random() r_fuel,
            random() r_seats, random() r_delivery, random() r_deposit, random() r_rating, random() r_terms, random() r_lat, random() r_lng, random() r_misc
          from generate_series(1, ${options.cars}::int) g)
        insert into cars (owner_id, slug, status, active, brand_id, model_id, year, vin, mileage, gearbox, fuel_type, engine_capacity, doors, seats,
          is_taxi, color, registration_number, city_id, address, lat, lng, min_term_days, max_term_days, free_mileage_per_day, price_per_km_kop,
          price_per_day_kop, delivery_offered, delivery_free, delivery_price_kop, discounts, deposit_minor, deposit_currency, is_daily_price,
          schedule, min_notice_hours, rating, review_count, owner_rating, submitted_at, reviewed_at, deleted_at)
        select o.id, 'bench-car-' || d.g,
          case when d.r_status < 0.95 or d.r_status >= 0.98 then 'approved' when d.r_status < 0.97 then 'pending' else 'draft' end,
          d.r_status < 0.93 or d.r_status >= 0.98,
          m.brand_id, m.id, 2005 + (d.g * 13) % 21, 'BNCH' || lpad(d.g::text, 13, '0'), 5000 + (d.g * 7919) % 250000,
          case when d.r_gear < 0.45 then 'manual' when d.r_gear < 0.85 then 'automatic' when d.r_gear < 0.93 then 'robotic' else 'cvt' end,
          case when d.r_fuel < 0.45 then 'petrol' when d.r_fuel < 0.70 then 'diesel' when d.r_fuel < 0.75 then 'lpg' when d.r_fuel < 0.85 then 'petrol_lpg'
            when d.r_fuel < 0.93 then 'hybrid' when d.r_fuel < 0.95 then 'plugin_hybrid' else 'electric' end,
          1.2 + ((d.g * 31) % 20) / 10.0, case when d.g % 3 = 0 then 5 else 4 end,
          case when d.r_seats < 0.05 then 4 when d.r_seats < 0.80 then 5 when d.r_seats < 0.95 then 7 else 8 end,
          d.r_misc < 0.05, 'white', 'BN' || lpad(d.g::text, 7, '0'), w.city_id, 'вул. Тестова, ' || d.g,
          w.lat + (d.r_lat - 0.5) * 0.16, w.lng + (d.r_lng - 0.5) * 0.24,
          case when d.r_terms < 0.7 then 1 when d.r_terms < 0.9 then 2 else 3 end, case when d.r_terms < 0.5 then 30 when d.r_terms < 0.8 then 14 else 90 end,
          200, 500,
          (12 + floor(power(d.r_price, 2) * 88))::int * 5000,
          d.r_delivery < 0.4, d.r_delivery < 0.12, case when d.r_delivery < 0.4 and d.r_delivery >= 0.12 then 20000 + (d.g % 9) * 10000 end,
          case when d.r_misc < 0.3 then '[{"from_days":3,"to_days":6,"amount_kop":5000},{"from_days":7,"to_days":29,"amount_kop":10000}]'::jsonb else '[]'::jsonb end,
          case when d.r_deposit < 0.3 then 0 else (1 + floor(d.r_deposit * 20))::int * 100000 end, 'UAH',
          d.r_misc >= 0.9,
          -- One car in ten hands over on weekdays only, 09:00–18:00.
          case when d.r_terms * 10 - floor(d.r_terms * 10) < 0.1
            then '{"0":{"from":"09:00","to":"18:00"},"1":{"from":"09:00","to":"18:00"},"2":{"from":"09:00","to":"18:00"},"3":{"from":"09:00","to":"18:00"},"4":{"from":"09:00","to":"18:00"}}'::jsonb
            else '{"0":{"from":"08:00","to":"21:00"},"1":{"from":"08:00","to":"21:00"},"2":{"from":"08:00","to":"21:00"},"3":{"from":"08:00","to":"21:00"},"4":{"from":"08:00","to":"21:00"},"5":{"from":"08:00","to":"21:00"},"6":{"from":"08:00","to":"21:00"}}'::jsonb end,
          (array[0, 2, 2, 12, 24])[1 + (d.g % 5)],
          case when d.r_rating < 0.25 then null else round((3 + d.r_rating * 2)::numeric, 1)::float8 end,
          case when d.r_rating < 0.25 then 0 else 1 + (d.g * 17) % 150 end,
          case when o.id % 10 = 0 then null else 3.5 + ((o.id * 7) % 16) / 10.0 end,
          now() - interval '60 days', now() - interval '59 days',
          case when d.r_status >= 0.98 then now() - interval '1 day' end
        from draws d
        join weights w on d.r_city >= w.lo and d.r_city < w.hi
        join models m on m.i = least(floor(d.r_model * m.n)::int, m.n - 1)
        join owners o on o.i = d.g % o.n`),
    );

    await step('main photos', () =>
      run(`insert into car_photos (car_id, file, position, is_main, width, height)
        select id, '/bench/' || id || '.webp', 0, true, 1600, 1067 from cars where slug like 'bench-car-%'`),
    );

    // car_periods' secondary indexes and exclusion constraints, as the migrations defined them.
    const indexes = options.bulk
      ? rowsOf<{ name: string; def: string }>(
          await run(`select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as def from pg_index
            where indrelid = 'car_periods'::regclass and not indisprimary and not exists (select 1 from pg_constraint where conindid = indexrelid)`),
        )
      : [];
    const exclusions = options.bulk
      ? rowsOf<{ name: string; def: string }>(await run(`select conname as name, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'car_periods'::regclass and contype = 'x'`))
      : [];
    if (options.bulk) {
      for (const constraint of exclusions) await run(`alter table car_periods drop constraint ${constraint.name}`);
      for (const index of indexes) await run(`drop index ${index.name}`);
    }

    const slot = YEAR_HOURS / options.periodsPerCar;
    await step(`${options.cars * options.periodsPerCar} periods`, () =>
      run(sql`insert into car_periods (car_id, period, kind, holds, city_id, created_at)
        select car_id,
          tstzrange(origin + (k * ${slot}::float8 + start_h) * interval '1 hour', origin + (k * ${slot}::float8 + start_h + length_h) * interval '1 hour', '[)'),
          kind, kind = 'block' or r_holds < 0.88, city_id, origin
        from (
          select car_id, city_id, k, origin, kind, length_h, floor(r_start * (${slot}::float8 - length_h)) as start_h, r_holds
          from (
            select car_id, city_id, k, origin, kind, r_start, r_holds,
              -- Blocks 1–16 days; bookings 8 hours to 14 days, most of them a few days.
              least(${slot - 1}::float8, case when kind = 'block' then 24 + floor(r_length * 360) else 8 + floor(power(r_length, 1.5) * 330) end) as length_h
            from (
              -- random() in the select list of the cross join's derived table: one draw per (car, slot).
              select c.id as car_id, c.city_id, k, date_trunc('hour', now()) - ${YEAR_HOURS / 2}::int * interval '1 hour' as origin,
                case when random() < 0.15 then 'block' else 'booking' end as kind, random() as r_length, random() as r_start, random() as r_holds
              from cars c cross join generate_series(0, ${options.periodsPerCar - 1}::int) as k
              where c.slug like 'bench-car-%'
            ) draws
          ) sized
        ) placed`),
    );

    if (options.bulk) {
      await run(`set local session_replication_role = origin`);
      for (const index of indexes) await step(`index ${index.name}`, () => run(index.def));
      for (const constraint of exclusions) await step(`constraint ${constraint.name}`, () => run(`alter table car_periods add constraint ${constraint.name} ${constraint.def}`));
    }
  });

  await step('vacuum analyze', async () => {
    await run('vacuum analyze cars');
    await run('vacuum analyze car_periods');
    await run('vacuum analyze car_photos');
    await run('vacuum analyze users');
  });

  return { ...(await datasetFacts(db)), steps };
}

/** What a generated dataset holds (also for a reused one). */
export async function datasetFacts(db: Db): Promise<DatasetFacts> {
  const run = (statement: string) => db.execute(sql.raw(statement));
  const [counts] = rowsOf<{ cars: number; listed: number; periods: number; holding: number; distinct_starts: number }>(
    await run(`select (select count(*)::int from cars) as cars,
      (select count(*)::int from cars where status = 'approved' and active and deleted_at is null) as listed,
      (select count(*)::int from car_periods) as periods, (select count(*)::int from car_periods where holds) as holding,
      (select count(distinct lower(period))::int from car_periods) as distinct_starts`),
  );
  const listedByCity = rowsOf<{ slug: string; listed: number }>(
    await run(`select ci.slug, count(*)::int as listed from cars c join cities ci on ci.id = c.city_id
      where c.status = 'approved' and c.active and c.deleted_at is null group by ci.slug order by 2 desc`),
  );
  return { cars: counts!.cars, listed: counts!.listed, listedByCity, periods: counts!.periods, holding: counts!.holding, distinctStarts: counts!.distinct_starts, steps: [] };
}
