import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Runs our server entry (scripts/server.mjs: Next.js behind a server that records the peer address)
 * in a child process of plain Node, without this script's react-server import condition, and
 * forwards signals so stopping us stops it. HOST (default `localhost`) and PORT (3000) as before.
 */
export function serve(command: 'start' | 'dev'): void {
  const port = process.env.PORT || '3000';
  const child = spawn(process.execPath, [path.join(__dirname, 'server.mjs'), command], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: port,
      APP_URL: process.env.APP_URL || `http://localhost:${port}`,
      NODE_ENV: command === 'dev' ? 'development' : 'production',
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}
