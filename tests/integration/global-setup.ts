import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated database folder each test file copies (tests/integration/setup.ts)… */
    pgliteTemplateDir: string;
    /** …into a folder of its own under this one, which goes with the run. */
    pgliteRunDir: string;
    /** PostgreSQL: a migrated database each test file's database is created from. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one empty database per run, which every test file then copies, instead of each of the
 * ~80 files initialising a cluster and applying every migration itself (PGlite: ~1.9 s a file on
 * 2 cores, a copy ~0.4 s). The migrations still run from code here, exactly as the app applies them
 * (`runMigrations`), and each file still gets a database of its own.
 */
/**
 * Whether /dev/shm can hold the template and a copy per worker (~45 MB each): a container's is
 * often 64 MB, and a full one would fail every file.
 */
function roomInShm(): boolean {
  if (!existsSync('/dev/shm')) return false;
  const { bavail, bsize } = statfsSync('/dev/shm');
  return bavail * bsize > 1024 * 1024 * 1024;
}

export default async function setup(project: TestProject) {
  const engine = project.config.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
  const { runMigrations } = await import('@/lib/server/db/migrate');
  if (engine === 'pglite') {
    const [{ PGlite }, { btree_gist }, { drizzle }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/btree_gist'),
      import('drizzle-orm/pglite'),
    ]);
    // In memory where the machine has it (tmpfs): the copies are read and written by every test.
    // The template and every file's copy live in one folder per run, removed at its end; a run
    // killed before that leaves it, so folders older than a day (no run lasts one) go first.
    const base = roomInShm() ? '/dev/shm' : tmpdir();
    for (const name of readdirSync(base).filter((entry) => entry.startsWith('kermo-it-'))) {
      const stale = path.join(base, name);
      if (Date.now() - statSync(stale).mtimeMs > 24 * 3600_000) rmSync(stale, { recursive: true, force: true });
    }
    const run = mkdtempSync(path.join(base, 'kermo-it-'));
    const template = path.join(run, 'template');
    mkdirSync(template);
    const client = await PGlite.create(template, { extensions: { btree_gist } });
    await runMigrations(drizzle({ client }) as never, 'pglite');
    await client.close();
    project.provide('pgliteTemplateDir', template);
    project.provide('pgliteRunDir', run);
    return () => rmSync(run, { recursive: true, force: true });
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL integration run');
  const name = `kermo_template_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const [{ Pool }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  const pool = new Pool({ connectionString: url.toString(), max: 2 });
  try {
    await runMigrations(drizzle({ client: pool }) as never, 'postgres');
  } finally {
    // A template may have no connections while databases are created from it.
    await pool.end();
  }
  project.provide('postgresTemplate', name);
  return () => admin(`drop database if exists ${name} with (force)`);
}
