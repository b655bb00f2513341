import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { LangField } from '@/lib/api/lang';
import { apiRoute } from '@/lib/server/api/route';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';
import { callRoute, type ErrorBody } from '@/tests/support/call-route';
import { createUser, unique } from '@/tests/support/factories';

const echo = apiRoute(
  defineContract({
    method: 'POST', path: '/api/test/echo', summary: 'test', tag: 'test', access: 'public',
    body: z.object({ name: z.string().optional(), tags: z.record(z.string(), z.unknown()).optional(), lang: LangField }),
    response: z.object({ ok: z.literal(true) }),
  }),
  async () => ({ ok: true as const }),
).POST;

const noBody = apiRoute(
  defineContract({ method: 'POST', path: '/api/test/no-body', summary: 'test', tag: 'test', access: 'public', response: z.object({ ok: z.literal(true) }) }),
  async () => ({ ok: true as const }),
).POST;

const UPLOAD_LIMIT = 256 * 1024;
const upload = apiRoute(
  defineContract({
    method: 'POST', path: '/api/test/upload', summary: 'test', tag: 'test', access: 'public',
    body: z.object({ title: z.string(), lang: LangField }),
    upload: { maxBytes: UPLOAD_LIMIT, files: [{ name: 'file' }] },
    response: z.object({ title: z.string(), size: z.number() }),
  }),
  async ({ body, formData }) => ({ title: body.title, size: (formData?.get('file') as Blob | null)?.size ?? 0 }),
).POST;

/** A handler that runs one statement: how the database refuses a value that got past validation. */
const running = (statement: () => Promise<unknown>) =>
  apiRoute(defineContract({ method: 'POST', path: '/api/test/db', summary: 'test', tag: 'test', access: 'public', response: z.null() }), async () => {
    await statement();
    return null;
  }).POST;

const json = (rawBody: string) => ({ rawBody, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

describe('unsafe text in any request', () => {
  it('refuses NUL and lone surrogates in values and keys at any depth, naming the field (422)', async () => {
    const cases: [string, string][] = [
      ['{"name":"Оля\\u0000"}', 'name'],
      ['{"name":"\\ud800"}', 'name'],
      ['{"name":"ok","tags":{"a":[1,{"b":"x\\udfffy"}]}}', 'tags.a.1.b'],
      ['{"tags":{"k\\u0000ey":1}}', 'tags.k\ufffdey'],
      ['{"lang":"en","tags":{"\\ud83d":true}}', 'tags.\ufffd'],
    ];
    for (const [rawBody, field] of cases) {
      const res = await callRoute<ErrorBody>(echo, json(rawBody));
      expect(res.status, rawBody).toBe(422);
      expect(res.json.error.code).toBe('validation_failed');
      expect(Object.keys(res.json.error.fields ?? {}), rawBody).toEqual([field]);
    }
    const english = await callRoute<ErrorBody>(echo, json('{"lang":"en","name":"\\u0000"}'));
    expect(english.json.error.fields).toEqual({ name: 'This contains characters that are not allowed' });
  });

  it('applies to calls without a body schema and to the text fields of multipart forms', async () => {
    expect((await callRoute<ErrorBody>(noBody, json('{"x":["\\u0000"]}'))).json.error.fields).toEqual({ 'x.0': expect.any(String) });
    const form = new FormData();
    form.set('title', 'photo\u0000');
    form.set('file', new Blob([new Uint8Array(10)]), 'a.jpg');
    const res = await callRoute<ErrorBody>(upload, { rawBody: form });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.error.fields ?? {})).toEqual(['title']);
  });

  it('lets astral characters (emoji) and other text through', async () => {
    expect((await callRoute(echo, { body: { name: 'кермо 🚗', tags: { 'ключ': 'значення' } } })).status).toBe(200);
  });

  it('refuses absurdly deep nesting without overflowing the stack', async () => {
    const res = await callRoute<ErrorBody>(echo, json(`{"tags":${'['.repeat(50_000)}${']'.repeat(50_000)}}`));
    expect(res.status).toBe(422);
  });
});

describe('broken and oversized bodies', () => {
  it('answers a broken multipart body with 400 invalid_body in the envelope', async () => {
    const bodies: [string, string][] = [
      ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nhi\r\n--x--'],
      ['multipart/form-data; boundary=x', 'not multipart at all'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nhi'],
      ['multipart/form-data; boundary=x', '--x\r\nno headers here\r\n\r\n--x--'],
    ];
    for (const [type, rawBody] of bodies) {
      const res = await callRoute<ErrorBody>(upload, { rawBody, headers: { 'content-type': type } });
      expect(res.status, rawBody).toBe(400);
      expect(res.json.error.code).toBe('invalid_body');
      expect(res.json.error.requestId).toEqual(expect.any(String));
    }
    const good = new FormData();
    good.set('title', 'ok');
    good.set('file', new Blob([new Uint8Array(1000)]), 'a.jpg');
    expect((await callRoute(upload, { rawBody: good })).json).toEqual({ data: { title: 'ok', size: 1000 } });
  });

  it('answers bytes that are not UTF-8 as invalid JSON, not as silently replaced text', async () => {
    const res = await callRoute<ErrorBody>(echo, { rawBody: new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]), headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid_json');
  });

  /** A chunked body (no Content-Length) of `total` bytes, counting how much the server pulled. */
  function chunked(total: number, chunk = 64 * 1024) {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (pulled >= total) return controller.close();
          pulled += chunk;
          controller.enqueue(new Uint8Array(chunk).fill(0x20));
        },
      },
      { highWaterMark: 0 },
    );
    return { stream, pulled: () => pulled };
  }

  it('cuts a JSON body without Content-Length off at 1 MiB while streaming', async () => {
    const body = chunked(32 * 1024 * 1024);
    const res = await callRoute<ErrorBody>(echo, { rawBody: body.stream, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe('payload_too_large');
    expect(body.pulled()).toBeLessThanOrEqual(1024 * 1024 + 3 * 64 * 1024);
  });

  it('cuts a multipart body without Content-Length off at the upload limit while streaming', async () => {
    const body = chunked(16 * 1024 * 1024, 16 * 1024);
    const res = await callRoute<ErrorBody>(upload, { rawBody: body.stream, headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(UPLOAD_LIMIT + 3 * 16 * 1024);
  });

  it('refuses a declared Content-Length over the limit before reading', async () => {
    const body = chunked(4 * 1024 * 1024);
    const res = await callRoute<ErrorBody>(upload, { rawBody: body.stream, headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(4 * 1024 * 1024) } });
    expect(res.status).toBe(413);
    expect(body.pulled()).toBe(0);
  });
});

describe('database errors become API errors in one place', () => {
  it('turns values the database refuses into 422 validation_failed, logged as warnings', async () => {
    const db = await getDb();
    const warn = vi.spyOn(log, 'warn');
    const statements = [
      () => db.execute(sql`select ${2 ** 31}::integer`),
      () => db.execute(sql`select ${'12abc'}::integer`),
      () => db.execute(sql`select ${'1990-02-30'}::date`),
      () => db.execute(sql`select ${'0000-01-01'}::date`),
      () => db.execute(sql`select ${'a\u0000b'}::text`),
      () => db.transaction((tx) => tx.execute(sql`select ${2 ** 53}::integer`)),
    ];
    for (const statement of statements) {
      const res = await callRoute<ErrorBody>(running(statement), { body: {} });
      expect(res.status, statement.toString()).toBe(422);
      expect(res.json.error.code).toBe('validation_failed');
    }
    expect(warn).toHaveBeenCalledTimes(statements.length);
  });

  it('maps unique violations by constraint name to their own errors (409)', async () => {
    const db = await getDb();
    const existing = await createUser({ phone: `+38067${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}` });
    const email = await callRoute<ErrorBody>(running(() => db.insert(users).values({ email: existing.email.toUpperCase(), firstName: 'A', lastName: 'B' })), { body: {} });
    expect(email.status).toBe(409);
    expect(email.json.error).toMatchObject({ code: 'email_taken', fields: { email: expect.any(String) } });
    const phone = await callRoute<ErrorBody>(
      running(() => db.transaction((tx) => tx.insert(users).values({ email: `other-${unique()}@test.kermo.ua`, phone: existing.phone, firstName: 'A', lastName: 'B' }))),
      { body: {} },
    );
    expect(phone.json.error).toMatchObject({ code: 'phone_taken', fields: { phone: expect.any(String) } });
  });

  it('maps an exclusion violation (overlapping periods) to code 125 and other unique violations to a 409 conflict', async () => {
    const db = await getDb();
    const table = sql.identifier(`test_periods_${unique()}`);
    await db.execute(sql`create table ${table} (car integer, period tstzrange, name text, constraint ${sql.identifier(`test_name_${unique()}`)} unique (name), exclude using gist (car with =, period with &&))`);
    await db.execute(sql`insert into ${table} values (1, '[2026-06-01 10:00Z, 2026-06-03 10:00Z)', 'first')`);
    const overlap = await callRoute<ErrorBody>(running(() => db.execute(sql`insert into ${table} values (1, '[2026-06-02 10:00Z, 2026-06-04 10:00Z)', 'second')`)), { body: { lang: 'en' } });
    expect(overlap.status).toBe(409);
    expect(overlap.json.error).toMatchObject({ code: '125', message: 'The car is already booked for these hours.' });
    const adjacent = await callRoute(running(() => db.execute(sql`insert into ${table} values (1, '[2026-06-03 10:00Z, 2026-06-05 10:00Z)', 'third')`)), { body: {} });
    expect(adjacent.status).toBe(200);
    const duplicate = await callRoute<ErrorBody>(running(() => db.execute(sql`insert into ${table} values (2, '[2026-06-01 10:00Z, 2026-06-02 10:00Z)', 'first')`)), { body: {} });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.error.code).toBe('conflict');
  });

  it('still hides real faults behind a generic 500', async () => {
    const db = await getDb();
    const error = vi.spyOn(log, 'error');
    const res = await callRoute<ErrorBody>(running(() => db.execute(sql`select * from no_such_table_here`)), { body: {} });
    expect(res.status).toBe(500);
    expect(res.json.error.code).toBe('internal');
    expect(error).toHaveBeenCalled();
  });
});

describe('the reply contract in tests', () => {
  it('fails a test whose route sends a key its response schema does not declare', async () => {
    const drifting = apiRoute(
      defineContract({ method: 'POST', path: '/api/test/drift', summary: 'test', tag: 'test', access: 'public', response: z.object({ user: z.object({ id: z.number() }) }) }),
      async () => ({ user: { id: 1, password_hash: 'x' } }) as { user: { id: number } },
    ).POST;
    await expect(callRoute(drifting, { body: {} })).rejects.toThrow('data of /api/test/drift has keys its schema does not declare: data.user.password_hash');
  });
});
