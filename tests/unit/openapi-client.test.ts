import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApi } from '@/lib/server/openapi/build-openapi';

const dir = mkdtempSync(path.join(tmpdir(), 'kermo-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A tiny typed client over the generated types, and calls that must (and must not) compile.
const client = `
import type { components, operations, paths } from './api';

type Post<P extends keyof paths> = paths[P] extends { post: infer O } ? O : never;
type JsonBody<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type FormBody<O> = O extends { requestBody: { content: { 'multipart/form-data': infer B } } } ? B : never;
type Data<O> = O extends { responses: { 200: { content: { 'application/json': { data: infer D } } } } } ? D : never;
type Failure = components['schemas']['Error']['error'];

export async function call<P extends keyof paths>(path: P, body: JsonBody<Post<P>>): Promise<Data<Post<P>>> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await response.json()) as { data: Data<Post<P>> } | { error: Failure };
  if ('error' in json) throw new Error(json.error.code + ': ' + json.error.message);
  return json.data;
}

export async function demo(): Promise<string> {
  const menus = await call('/api/menu/get-by-ids', { ids: [1, 10, 21], lang: 'en' });
  const nested: string | undefined = menus['1']?.[0]?.children[0]?.children[0]?.name;
  const session = await call('/api/auth/sign-in', { email: 'renter@kermo.local', password: 'Renter#2026' });
  const user: components['schemas']['ApiUser'] = session.user;
  const role: 1 | 2 | 3 = user.role;
  const licence: FormBody<Post<'/api/verification/licence/save'>> = {
    country: 'UA', serial_number: 'AXX123456', first_name: 'Тарас', last_name: 'Шевченко',
    birth_date: '1990-01-01', issued_on: '2010-01-01', expires_on: '2030-01-01', front: 'binary',
  };
  const settings: operations['settingsAll']['responses'][200]['content']['application/json']['data'] = await call('/api/settings/all', {});
  // @ts-expect-error menu ids are numbers
  await call('/api/menu/get-by-ids', { ids: ['1'] });
  // @ts-expect-error the e-mail is required
  await call('/api/auth/sign-in', { password: 'x' });
  // @ts-expect-error no such endpoint
  await call('/api/no/such', {});
  // @ts-expect-error the user has no such field
  void user.password_hash;
  return [nested, role, licence.country, settings.settings.site_name].join();
}
`;

describe('the OpenAPI document as a code generator sees it', () => {
  it('generates TypeScript types that a typed client compiles against, and that refuse wrong calls', { timeout: 60_000 }, async () => {
    const document = buildOpenApi();
    writeFileSync(path.join(dir, 'api.ts'), astToString(await openapiTS(document as never)));
    writeFileSync(path.join(dir, 'client.ts'), client);
    const program = ts.createProgram([path.join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      noUncheckedIndexedAccess: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  });

  it('gives every operation a unique operationId derived from its path', () => {
    const operations = Object.entries(buildOpenApi().paths).flatMap(([route, item]) => Object.values(item).map((op) => [route, (op as { operationId?: string }).operationId] as const));
    const ids = operations.map(([, id]) => id);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.fromEntries(operations)).toMatchObject({ '/api/settings/all': 'settingsAll', '/api/auth/password/reset-request': 'authPasswordResetRequest', '/api/openapi.json': 'openapiJson' });
  });

  it('keeps every $ref resolvable inside the document (the recursive menu item included)', () => {
    const document = buildOpenApi();
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]*"/g) ?? [];
    for (const ref of new Set(refs)) {
      const target = JSON.parse(`{${ref}}`).$ref as string;
      expect(target, ref).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas, target).toHaveProperty([target.split('/').pop()!]);
    }
    expect(document.components.schemas).toHaveProperty('MenuItem');
    expect(JSON.stringify(document)).not.toContain('$defs');
  });
});
