import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dbEngine, getDb } from '@/lib/server/db/client';
import { runMigrations } from '@/lib/server/db/migrate';
import { createUser } from '@/tests/support/factories';

type Row = Record<string, unknown>;
const rows = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[]));

describe(`migrations on ${process.env.TEST_DB_ENGINE}`, () => {
  it('runs on the engine under test', () => {
    expect(dbEngine()).toBe(process.env.TEST_DB_ENGINE);
  });

  it('creates every foundation table and the btree_gist extension', async () => {
    const db = await getDb();
    const tables = rows(await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`)).map(
      (row) => row.table_name,
    );
    expect(tables).toEqual(
      expect.arrayContaining([
        'users', 'access_tokens', 'cities', 'car_brands', 'car_models', 'site_settings', 'dictionary_items', 'menus',
        'menu_items', 'content_pages', 'outbox',
      ]),
    );
    const extensions = rows(await db.execute(sql`select extname from pg_extension`)).map((row) => row.extname);
    expect(extensions).toContain('btree_gist');
  });

  it('is idempotent: running the migrations again changes nothing', async () => {
    const db = await getDb();
    const count = async () => rows(await db.execute(sql`select count(*)::int as n from __drizzle_migrations`))[0]?.n;
    const before = await count();
    await runMigrations(db, dbEngine());
    expect(await count()).toBe(before);
  });

  it('supports the exclusion constraint bookings will rely on (23P01 on overlap, back-to-back allowed)', async () => {
    const db = await getDb();
    // A real table: a temporary one would live on only one of the pool's connections.
    await db.execute(sql`create table probe_periods (car_id int, period tstzrange,
      exclude using gist (car_id with =, period with &&))`);
    await db.execute(sql`insert into probe_periods values (1, tstzrange('2026-12-01 10:00+02', '2026-12-03 10:00+02', '[)'))`);
    await db.execute(sql`insert into probe_periods values (1, tstzrange('2026-12-03 10:00+02', '2026-12-04 10:00+02', '[)'))`);
    await db.execute(sql`insert into probe_periods values (2, tstzrange('2026-12-01 10:00+02', '2026-12-03 10:00+02', '[)'))`);
    const overlap = db.execute(sql`insert into probe_periods values (1, tstzrange('2026-12-02 00:00+02', '2026-12-02 12:00+02', '[)'))`);
    await expect(overlap).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23P01' }) });
    await db.execute(sql`drop table probe_periods`);
  });

  it('enforces unique e-mails case-insensitively and valid roles', async () => {
    const user = await createUser({ email: 'Case.Test@Kermo.UA' });
    await expect(createUser({ email: 'case.test@kermo.ua' })).rejects.toThrow();
    await expect(createUser({ role: 7 })).rejects.toThrow();
    expect(user.role).toBe(1);
    expect(user.isUser).toBe(true);
    expect(user.isHost).toBe(false);
    expect(user.legalVerification).toBe(0);
  });
});
