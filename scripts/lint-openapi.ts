// Lints the OpenAPI document the app serves with Redocly CLI (the `recommended` ruleset, tuned in
// scripts/redocly.yaml). Part of `npm test`: any error or warning fails it (unresolved refs, a
// missing operationId and the like break the apps' code generators).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildOpenApi } from '@/lib/server/openapi/build-openapi';

type Report = { totals: { errors: number; warnings: number }; problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] };

const dir = mkdtempSync(path.join(tmpdir(), 'kermo-openapi-'));
const file = path.join(dir, 'openapi.json');
try {
  // As served without a known origin: the relative server `/`.
  writeFileSync(file, JSON.stringify(buildOpenApi(), null, 2));
  const redocly = path.join(process.cwd(), 'node_modules/.bin/redocly');
  const result = spawnSync(redocly, ['lint', file, '--config', 'scripts/redocly.yaml', '--format', 'json'], {
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  });
  const report = JSON.parse(result.stdout) as Report;
  for (const problem of report.problems) console.error(`${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
  const { errors, warnings } = report.totals;
  console.log(`redocly lint of /api/openapi.json: ${errors} errors, ${warnings} warnings`);
  process.exitCode = errors + warnings > 0 || result.status !== 0 ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
