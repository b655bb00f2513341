import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** s3rver's one built-in account (node_modules/s3rver/lib/models/account.js). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type LocalS3 = { endpoint: string; bucket: string; stop(): Promise<void> };

/**
 * A local S3-compatible server (s3rver) on 127.0.0.1 at a free port, with its files in a temporary
 * folder and one empty bucket: the storage tests never reach the internet. It runs in a child
 * process (tests/support/s3rver-process.mjs says why).
 */
export async function startLocalS3(bucket = 'kermo-test'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'kermo-s3rver-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', path.join(import.meta.dirname, 's3rver-process.mjs'), directory, bucket], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout });
  const first = await Promise.race([once(lines, 'line'), exited.then(([code]) => Promise.reject(new Error(`s3rver exited with ${code} before listening`)))]);
  lines.close();
  const { port } = JSON.parse(String(first[0])) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
