// The HTTP server in front of Next.js for `npm start` and `npm run dev` (node scripts/server.mjs
// start|dev). Plain JavaScript: it runs before and outside Next's compiler, like any custom server.
//
// It exists to capture the connection's peer address where the connection is accepted: Next's own
// server keeps a client-sent X-Forwarded-For and fills it only when absent, so the app could not
// tell a forged one from a proxy's. Every request gets our own header (a client's value is
// dropped) set from the socket; lib/server/security/trusted-proxies.ts reads it.
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

/** Must equal PEER_IP_HEADER in lib/server/security/trusted-proxies.ts (a unit test checks). */
export const PEER_IP_HEADER = 'x-kermo-peer-ip';
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

/** Whether any proxy is configured as trusted (the app then decides per request which hops to believe). */
export function proxiesConfigured(env = process.env) {
  return Boolean(env.TRUSTED_PROXIES?.trim() || (env.TRUSTED_PROXY_HOPS?.trim() && env.TRUSTED_PROXY_HOPS.trim() !== '0'));
}

/**
 * Prepares an incoming request for Next: our peer header from the socket, never from the client;
 * without trusted proxies the X-Forwarded-* headers are dropped too, so Next fills them from the
 * socket and its request URL cannot be steered by a client.
 * @param {import('node:http').IncomingMessage} req
 */
export function markPeer(req, env = process.env) {
  delete req.headers[PEER_IP_HEADER];
  if (!proxiesConfigured(env)) for (const name of FORWARDING_HEADERS) delete req.headers[name];
  const peer = req.socket.remoteAddress;
  if (peer) req.headers[PEER_IP_HEADER] = peer;
}

/** Headers every response gets, decided at run time (next.config.ts headers are fixed at build). */
export function runtimeHeaders(env = process.env) {
  // HSTS only where the site is served over https; on http browsers ignore it anyway, and a
  // localhost install must never pin itself to https.
  return env.APP_URL?.startsWith('https://') ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {};
}

/**
 * Percent-escapes in the path that do not decode (`%C0%AE`, `%E0%A4%A`, a lone `%`) are a bad
 * request wherever they appear; Next would otherwise fail on them deeper down.
 */
export function malformedPath(url = '/') {
  const path = url.split('?')[0] ?? '';
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

async function main() {
  const mode = process.argv[2] === 'dev' ? 'dev' : 'start';
  const dev = mode === 'dev';
  // As `next start` / `next dev` do; set before Next is loaded.
  process.env.NODE_ENV = dev ? 'development' : 'production';
  const port = Number(process.env.PORT || 3000);
  // `localhost`, not 127.0.0.1: Next normalises 127.0.0.1 to localhost in request URLs, and a
  // proxy rewrite to a host other than the one it listens on is treated as external (a loop).
  const hostname = process.env.HOST || 'localhost';
  const extraHeaders = runtimeHeaders();

  const { default: next } = await import('next');
  /** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>} */
  let handle = async () => {
    throw new Error('not ready');
  };
  const server = createServer((req, res) => {
    markPeer(req);
    for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
    if (malformedPath(req.url)) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    handle(req, res).catch((error) => {
      console.error(`Failed to handle ${req.method} ${req.url}`, error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal server error');
    });
  });
  const app = next({ dev, hostname, port, httpServer: server });
  await app.prepare();
  handle = app.getRequestHandler();

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => resolve(undefined));
  });
  const shown = hostname === '0.0.0.0' ? 'localhost' : hostname;
  console.log(`Kermo: http://${shown}:${port} (English: http://${shown}:${port}/en)${dev ? ' — development' : ''}`);

  let stopping = false;
  const stop = async (/** @type {NodeJS.Signals} */ signal) => {
    if (stopping) return;
    stopping = true;
    // Stop accepting, let requests in flight finish (keep-alive connections idle out now), then
    // close Next; give up after 10 s rather than hang a deployment's restart.
    setTimeout(() => process.exit(signal === 'SIGINT' ? 130 : 143), 10_000).unref();
    server.close();
    server.closeIdleConnections();
    await app.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
