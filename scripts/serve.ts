import { spawn } from 'node:child_process';

/** Runs `next <command>` in a child process, forwarding signals so stopping us stops it. */
export function serve(command: 'start' | 'dev'): void {
  const port = process.env.PORT || '3000';
  // `localhost`, not 127.0.0.1: Next normalises 127.0.0.1 to localhost in request URLs, and a
  // proxy rewrite to a host other than the one it listens on is treated as external (a loop).
  const host = process.env.HOST || 'localhost';
  const child = spawn(process.execPath, [require.resolve('next/dist/bin/next'), command, '-p', port, '-H', host], {
    stdio: 'inherit',
    env: { ...process.env, APP_URL: process.env.APP_URL || `http://localhost:${port}` },
  });
  const shown = host === '0.0.0.0' ? 'localhost' : host;
  console.log(`Kermo: http://${shown}:${port} (English: http://${shown}:${port}/en)`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}
