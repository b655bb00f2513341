import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, it } from 'vitest';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { MIGRATIONS_DIR } from '@/lib/server/db/migrate';
import { addYears, kyivToday } from '@/lib/time/iso-date';
import { createUser } from '@/tests/support/factories';

/**
 * Migration 0010 sends applications resting on impossible dates back to their applicants. Rows
 * like those the old validation let in are written with raw SQL (as they were stored then), and
 * the migration's statements — read by drizzle's own migrator reader — run over them.
 */
const TAG = '0010_invalid_dates_sent_back';

type Row = Record<string, unknown>;
const rows = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[]));
const query = async (statement: SQL) => rows(await (await getDb()).execute(statement));

function migration() {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === TAG);
  expect(index, `${TAG} is in the journal, so every installation runs it`).toBeGreaterThanOrEqual(0);
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR })[index]!;
}

async function runCleanup() {
  const { sql: statements } = migration();
  await inTransaction(async (tx) => {
    for (const statement of statements) if (statement.trim()) await tx.execute(sql.raw(statement));
  });
}

async function hostApplication(status: 'pending' | 'approved' | 'rejected', birthDate: string, locale: 'uk' | 'en' = 'uk') {
  const legal = status === 'pending' ? 1 : status === 'approved' ? 2 : 3;
  const user = await createUser({ role: 2, isHost: true, legalVerification: legal, locale });
  const [row] = await query(sql`insert into owner_verifications (user_id, kind, registry_code, details, status, rejection_reason)
    values (${user.id}, 'host', '1234567899', ${JSON.stringify({ birth_date: birthDate })}::jsonb, ${status}, ${status === 'rejected' ? 'earlier reason' : null})
    returning id`);
  return { userId: user.id, id: Number(row!.id) };
}

async function licence(status: 'draft' | 'pending' | 'approved', dates: { birth: string; issued: string; expires: string }) {
  const user = await createUser({ isDriverLicenseVerified: status === 'approved' });
  const [row] = await query(sql`insert into driver_licences (user_id, country, serial_number, first_name, last_name, birth_date, issued_on, expires_on, photos, status, submitted_at)
    values (${user.id}, 'UA', ${`MIG${user.id}X${Date.now() % 100000}`}, 'Тарас', 'Шевченко', ${dates.birth}, ${dates.issued}, ${dates.expires}, '{}'::jsonb, ${status}, now())
    returning id`);
  return { userId: user.id, id: Number(row!.id) };
}

const application = async (id: number) => (await query(sql`select status, rejection_reason, details from owner_verifications where id = ${id}`))[0]!;
const licenceRow = async (id: number) => (await query(sql`select status, rejection_reason, expires_on::text as expires_on from driver_licences where id = ${id}`))[0]!;
const account = async (id: number) => (await query(sql`select legal_verification, legal_verification_reason, is_driver_license_verified from users where id = ${id}`))[0]!;
const decisions = async (userId: number) => query(sql`select subject, decision, operator_id, reason from verification_decisions where user_id = ${userId}`);

describe(`migration ${TAG} on ${process.env.TEST_DB_ENGINE}`, () => {
  it('has been applied by the migrator like every other migration', async () => {
    const { hash } = migration();
    expect(await query(sql`select 1 from __drizzle_migrations where hash = ${hash}`)).toHaveLength(1);
  });

  it('sends host applications with impossible birth dates back to the applicant, in their language, and keeps good ones', async () => {
    const today = kyivToday();
    const feb30 = await hostApplication('pending', '1990-02-30');
    const garbage = await hostApplication('pending', '9999-99-99', 'en');
    const child = await hostApplication('approved', addYears(today, -11));
    const fine = await hostApplication('pending', '1990-01-01');
    const alreadyBack = await hostApplication('rejected', '0000-00-00');

    await runCleanup();

    for (const sent of [feb30, child]) {
      expect(await application(sent.id)).toEqual({ status: 'rejected', rejection_reason: expect.stringMatching(/^дата народження в заявці неможлива/), details: {} });
      expect(await account(sent.userId)).toMatchObject({ legal_verification: 3, legal_verification_reason: expect.stringMatching(/^дата народження/) });
      expect(await decisions(sent.userId)).toEqual([{ subject: 'owner', decision: 'rejected', operator_id: null, reason: expect.stringMatching(/^дата народження/) }]);
    }
    expect(await application(garbage.id)).toMatchObject({ status: 'rejected', rejection_reason: expect.stringMatching(/^the date of birth in the application is impossible/), details: {} });
    expect(await account(garbage.userId)).toMatchObject({ legal_verification: 3 });

    expect(await application(fine.id)).toEqual({ status: 'pending', rejection_reason: null, details: { birth_date: '1990-01-01' } });
    expect(await account(fine.userId)).toMatchObject({ legal_verification: 1, legal_verification_reason: null });
    expect(await decisions(fine.userId)).toEqual([]);

    // Already with the applicant: only the impossible date goes, the earlier decision stays.
    expect(await application(alreadyBack.id)).toEqual({ status: 'rejected', rejection_reason: 'earlier reason', details: {} });
    expect(await decisions(alreadyBack.userId)).toEqual([]);

    // A second run finds nothing left to do.
    await runCleanup();
    expect(await decisions(feb30.userId)).toHaveLength(1);
    expect(await application(fine.id)).toMatchObject({ status: 'pending' });
  });

  it('sends back licences under review or approved whose dates are out of any range, and leaves drafts to the next save', async () => {
    const today = kyivToday();
    const good = { birth: addYears(today, -35), issued: addYears(today, -10), expires: addYears(today, 5) };
    const forever = await licence('pending', { ...good, expires: '9999-12-31' });
    const ancient = await licence('approved', { ...good, birth: '1890-01-01' });
    const draft = await licence('draft', { ...good, expires: '9999-12-31' });
    const fine = await licence('pending', good);

    await runCleanup();

    for (const sent of [forever, ancient]) {
      expect(await licenceRow(sent.id)).toMatchObject({ status: 'rejected', rejection_reason: expect.stringMatching(/^дати в посвідченні неможливі/) });
      expect(await decisions(sent.userId)).toEqual([{ subject: 'licence', decision: 'rejected', operator_id: null, reason: expect.stringMatching(/^дати в посвідченні/) }]);
    }
    expect(await account(ancient.userId)).toMatchObject({ is_driver_license_verified: false });
    expect(await licenceRow(draft.id)).toMatchObject({ status: 'draft', rejection_reason: null, expires_on: '9999-12-31' });
    expect(await licenceRow(fine.id)).toMatchObject({ status: 'pending', rejection_reason: null });
    expect(await decisions(fine.userId)).toEqual([]);

    await runCleanup();
    expect(await decisions(forever.userId)).toHaveLength(1);
  });
});
