import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { allContracts } from '@/lib/api/all-contracts';
import { buildOpenApi } from '@/lib/server/openapi/build-openapi';
import { callRoute, type CallOptions } from '@/tests/support/call-route';
import { createSignedInUser } from '@/tests/support/factories';
import { JUNK_JSON_BODIES, JUNK_TEXT, JUNK_VALUES, sample } from '@/tests/support/fuzz-bodies';
import { routeModuleFor } from '@/tests/support/route-modules';

/**
 * Every operation of the OpenAPI document — discovered from the document, so a new endpoint is
 * fuzzed without anyone listing it — gets a battery of odd bodies, with and without a session:
 * wrong types, numbers beyond int32, NUL and lone surrogates, impossible dates, long strings,
 * nested junk, bodies of the wrong shape or type, broken multipart. Never a 5xx; every failure
 * is the error envelope with a request id; every success matches its response schema strictly
 * (callRoute checks that).
 */
type Schema = Parameters<typeof sample>[0];
type Operation = { operationId: string; 'x-access': string; requestBody?: { content: Record<string, { schema: Schema }> } };

const document = buildOpenApi();
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);
const resolve = (ref: string) => document.components.schemas[ref.split('/').pop()!] as Schema;
const show = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value.slice(0, 20)) : JSON.stringify(value)?.slice(0, 30));

let tokens: { user: string; staff: string };
let image: Blob;
beforeAll(async () => {
  image = new Blob([new Uint8Array(await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } }).jpeg().toBuffer())], { type: 'image/jpeg' });
});

function form(fields: Record<string, unknown>, files: string[], file: () => Blob): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  for (const name of files) data.set(name, file(), `${name}.jpg`);
  return data;
}

describe('fuzzing every operation of /api/openapi.json', () => {
  it('covers every contract, each with its route file', async () => {
    expect(operations.map(({ op }) => op.operationId).sort()).toHaveLength(allContracts.length);
    for (const { path } of operations) await routeModuleFor(path);
  });

  for (const { path, method, op } of operations) {
    it(`${method} ${path} never answers 5xx and always answers failures with the envelope`, { timeout: 60_000 }, async () => {
      const handler = (await routeModuleFor(path))[method as 'GET' | 'POST']!;
      // Fresh accounts per operation: logout or deletion must not spoil the next one.
      tokens = { user: (await createSignedInUser()).token, staff: (await createSignedInUser({ isStaff: true })).token };
      const access = op['x-access'];
      const own = access === 'staff' ? tokens.staff : access === 'public' ? undefined : tokens.user;
      const sessions = [undefined, ...(access === 'public' ? [] : [tokens.user]), ...(access === 'staff' ? [tokens.staff] : [])];
      const failures: string[] = [];

      async function probe(label: string, options: CallOptions, token = own) {
        const headers = { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
        try {
          const res = await callRoute<{ error?: { requestId?: string } }>(handler, { ...options, headers, path, method });
          if (res.status >= 500) failures.push(`${label} (${token ? 'signed in' : 'anonymous'}): ${res.status} ${JSON.stringify(res.json).slice(0, 200)}`);
          else if (res.status >= 400 && !res.json?.error?.requestId) failures.push(`${label}: ${res.status} without the error envelope`);
          else if (res.status >= 300 && res.status < 400) failures.push(`${label}: unexpected redirect ${res.status}`);
        } catch (error) {
          failures.push(`${label}: ${(error as Error).message.slice(0, 300)}`);
        }
      }

      const json = op.requestBody?.content['application/json']?.schema;
      const multipart = op.requestBody?.content['multipart/form-data']?.schema;
      if (method === 'GET') {
        for (const query of ['', '?x=%00', '?id=2147483648', '?lang=%ED%A0%80', `?q=${'x'.repeat(10_000)}`]) await probe(`query ${query.slice(0, 20)}`, { path: path + query });
      } else if (multipart) {
        const files = Object.entries(multipart.properties ?? {}).filter(([, prop]) => prop.format === 'binary').map(([name]) => name);
        const base = sample(multipart, resolve) as Record<string, unknown>;
        await probe('a plausible form', { rawBody: form(base, files, () => image) });
        await probe('files that are not images', { rawBody: form(base, files, () => new Blob(['not an image'])) });
        await probe('empty files', { rawBody: form(base, files, () => new Blob([])) });
        for (const field of Object.keys(base)) {
          for (const junk of JUNK_TEXT) await probe(`${field}=${show(junk)}`, { rawBody: form({ ...base, [field]: junk }, files, () => image) });
        }
        const raw: [string, string][] = [
          ['multipart/form-data', 'no boundary'],
          ['multipart/form-data; boundary=x', 'garbage'],
          ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\ncut off'],
          ['application/json', '{}'],
          ['text/plain', 'x'],
          ['', ''],
        ];
        for (const token of sessions) for (const [type, rawBody] of raw) await probe(`${type || 'no type'}: ${rawBody.slice(0, 15)}`, { rawBody, headers: type ? { 'content-type': type } : {} }, token);
      } else {
        const base = (json ? sample(json, resolve) : {}) as Record<string, unknown>;
        await probe('a plausible body', { body: base });
        await probe('an unknown field', { body: { ...base, unexpected: 'x' } });
        for (const [field, prop] of Object.entries(json?.properties ?? {})) {
          for (const junk of JUNK_VALUES) {
            await probe(`${field}=${show(junk)}`, { body: { ...base, [field]: junk } });
            if (prop.type === 'array') await probe(`${field}=[${show(junk)}]`, { body: { ...base, [field]: [junk] } });
          }
        }
        for (const token of sessions) {
          for (const rawBody of JUNK_JSON_BODIES) await probe(`body ${rawBody.slice(0, 20)}`, { rawBody, headers: { 'content-type': 'application/json' } }, token);
          await probe('body as text/plain', { rawBody: JSON.stringify(base), headers: { 'content-type': 'text/plain' } }, token);
          await probe('body as a form post', { rawBody: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, token);
          await probe('body as multipart', { rawBody: form(base, [], () => image) }, token);
          await probe('body not UTF-8', { rawBody: new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d]), headers: { 'content-type': 'application/json' } }, token);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
