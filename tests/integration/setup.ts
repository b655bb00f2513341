import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { closeDb, getDb } from '@/lib/server/db/client';
import { invalidateSiteCache } from '@/lib/server/site/cache';

/**
 * Each test file gets a database of its own, a copy of the one tests/integration/global-setup.ts
 * migrated for the run: a PGlite folder (in memory where the machine has tmpfs), or a database
 * on the PostgreSQL server of TEST_DATABASE_URL created from the template; removed afterwards.
 */
const engine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `kermo_test_${randomBytes(6).toString('hex')}`;

async function admin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

// Files (media, documents) go to a folder of this test file's own, never to a bucket named in the
// developer's environment (tests that use S3 start a local server: tests/support/s3-server.ts).
const storageDir = mkdtempSync(path.join(tmpdir(), 'kermo-storage-'));
let pgliteDir: string | null = null;
process.env.STORAGE_DIR = storageDir;
delete process.env.S3_BUCKET;

beforeAll(async () => {
  if (engine === 'postgres') {
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL integration run');
    await admin((client) => client.query(`create database ${dbName} template ${inject('postgresTemplate')}`));
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    process.env.DATABASE_URL = url.toString();
  } else {
    delete process.env.DATABASE_URL;
    pgliteDir = path.join(inject('pgliteRunDir'), dbName);
    cpSync(inject('pgliteTemplateDir'), pgliteDir, { recursive: true });
    process.env.PGLITE_DATA_DIR = pgliteDir;
  }
  invalidateSiteCache();
  await getDb();
});

afterAll(async () => {
  await closeDb();
  rmSync(storageDir, { recursive: true, force: true });
  if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
  if (engine === 'postgres') await admin((client) => client.query(`drop database if exists ${dbName} with (force)`));
});
