// The HTTP server in front of Next.js for `npm start` and `npm run dev` (node scripts/server.mjs
// start|dev). Plain JavaScript: it runs before and outside Next's compiler, like any custom server.
//
// It exists to capture the connection's peer address where the connection is accepted: Next's own
// server keeps a client-sent X-Forwarded-For and fills it only when absent, so the app could not
// tell a forged one from a proxy's. Every request gets our own header (a client's value is
// dropped) set from the socket; lib/server/security/trusted-proxies.ts reads it. It also answers
// the requests Next would turn into a 500, an empty 400 or a redirect elsewhere (edgeRefusal).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { StringDecoder } from 'node:string_decoder';
import { brotliCompress, createBrotliCompress, createGzip, constants as zlibConstants } from 'node:zlib';
import { rankedLanguages } from '../lib/i18n/accept-language.mjs';
import { createChunkDeferral } from './deferred-chunks.mjs';

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

/**
 * The methods Next dispatches to a route file (HTTP_METHODS in lib/server/api/methods.ts; a unit
 * test checks). Any other one never reaches Next: it would build a fetch `Request`, whose
 * constructor throws on TRACE (a 500 with a stack trace), and answer PROPFIND, SEARCH or QUERY on a
 * route with an empty 400.
 */
export const ACCEPTED_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** As lib/i18n/locales.ts (a unit test checks): the API's languages, default first. */
export const LOCALES = ['uk', 'en'];
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/** The language of an edge reply, chosen as lib/server/api/request-locale.ts does: cookie, Accept-Language, uk. */
export function replyLocale(headers = {}) {
  const cookie = String(headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  if (cookie && LOCALES.includes(cookie)) return cookie;
  return rankedLanguages(String(headers['accept-language'] ?? '')).find((base) => LOCALES.includes(base)) ?? LOCALES[0];
}

/** @type {Map<string, string>} */
const errorTexts = new Map();
/**
 * `Errors.<code>` of messages/<locale>.json, read once.
 * @param {string} locale
 * @param {string} code
 */
function errorText(locale, code) {
  const key = `${locale}:${code}`;
  if (!errorTexts.has(key)) {
    const messages = JSON.parse(readFileSync(new URL(`../messages/${locale}.json`, import.meta.url), 'utf8'));
    errorTexts.set(key, String(messages.Errors[code]));
  }
  return /** @type {string} */ (errorTexts.get(key));
}

/** Nothing in an edge reply may run, load or be framed (Next's configured headers are not applied here). */
const EDGE_HEADERS = { 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; frame-ancestors 'none'", 'cache-control': 'no-store' };

/**
 * The answer to a request Next must not see, or null to pass it on:
 * - a request target that is not a path (`GET http://evil.example/x`, `OPTIONS *`): 400 — Next
 *   would redirect an absolute URL to its own host;
 * - a path whose escapes do not decode: 400;
 * - a method no route file serves (TRACE, PROPFIND, SEARCH, QUERY…): 405 with `Allow`, under /api
 *   in the API's error envelope (`method_not_allowed`, as lib/server/api/respond.ts builds it).
 * @param {Pick<import('node:http').IncomingMessage, 'method' | 'url' | 'headers'>} req
 * @returns {{ status: number; headers: Record<string, string>; body: string } | null}
 */
export function edgeRefusal(req) {
  const url = req.url ?? '';
  const plain = (/** @type {number} */ status, /** @type {string} */ body, extra = {}) => ({
    status,
    headers: { ...EDGE_HEADERS, 'content-type': 'text/plain; charset=utf-8', ...extra },
    body,
  });
  if (!url.startsWith('/')) return plain(400, 'Bad request');
  if (malformedPath(url)) return plain(400, 'Bad request');
  if (ACCEPTED_METHODS.includes(req.method ?? '')) return null;
  const allow = ACCEPTED_METHODS.join(', ');
  const path = url.split('?')[0] ?? '';
  if (path !== '/api' && !path.startsWith('/api/')) return plain(405, 'Method not allowed', { allow });
  const locale = replyLocale(req.headers);
  const requestId = String(req.headers['x-request-id'] ?? '').slice(0, 64) || randomUUID();
  const body = { error: { code: 'method_not_allowed', message: errorText(locale, 'method_not_allowed'), requestId } };
  return {
    status: 405,
    headers: { ...EDGE_HEADERS, 'content-type': 'application/json', 'content-language': locale, 'x-request-id': requestId, allow },
    body: JSON.stringify(body),
  };
}

/** Next's build assets worth compressing harder: its hashed, immutable JavaScript and CSS. */
const STATIC_ASSET = /^\/_next\/static\/[\w\-./]+\.(?:js|css)$/;
const brotli = promisify(brotliCompress);

/**
 * Whether an Accept-Encoding header takes a content coding (`br`, `gzip`), with no `q=0`.
 * @param {string | string[] | undefined} header
 * @param {'br' | 'gzip'} wanted
 */
export function acceptsCoding(header, wanted) {
  return String(header ?? '')
    .split(',')
    .some((part) => {
      const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
      const quality = params.find((param) => param.startsWith('q='));
      return coding === wanted && (quality === undefined || Number(quality.slice(2)) > 0);
    });
}

/**
 * Brotli copies (quality 11) of Next's JavaScript and CSS, made once per file and kept in memory:
 * Next compresses with gzip only, and brotli is ~15% smaller on these files (docs/performance.md).
 * The files are immutable for the life of a build, so a copy never goes stale.
 * @param {string} staticDir the build's `.next/static`
 */
export function createStaticBrotli(staticDir) {
  /** @type {Map<string, Buffer | Promise<unknown>>} */
  const copies = new Map();
  /** @param {string} pathname */
  const make = (pathname) => {
    if (copies.has(pathname)) return copies.get(pathname);
    const pending = readFile(path.join(staticDir, ...pathname.slice('/_next/static/'.length).split('/')))
      .then((data) => brotli(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length } }))
      .then(
        (compressed) => copies.set(pathname, compressed),
        // No such file (Next answers 404), or it could not be read: Next serves it as before.
        () => copies.delete(pathname),
      );
    copies.set(pathname, pending);
    return pending;
  };
  return {
    /**
     * The brotli copy of an asset, or null: not an asset, or its copy is not made yet (then it is
     * started, and Next answers this request with its gzip).
     * @param {string} pathname
     */
    get(pathname) {
      if (!STATIC_ASSET.test(pathname) || pathname.split('/').includes('..')) return null;
      const copy = copies.get(pathname);
      if (Buffer.isBuffer(copy)) return copy;
      if (!copy) make(pathname);
      return null;
    },
    /** Makes every copy, one file at a time, so the first visitors get brotli as well. */
    async warm() {
      const entries = await readdir(staticDir, { recursive: true }).catch(() => []);
      for (const entry of entries) {
        const pathname = `/_next/static/${entry.split(path.sep).join('/')}`;
        if (STATIC_ASSET.test(pathname)) await make(pathname);
      }
    },
  };
}

/**
 * writeHead(status, [message], [headers]) with the headers given as an object: they are set on the
 * response first, so what we decide from the headers (content type, encoding) sees them and what we
 * set (content-encoding, removed content-length) is not undone by them. Returns the other arguments.
 * @param {import('node:http').ServerResponse} res
 * @param {any[]} rest
 */
function applyHeadObject(res, rest) {
  const headers = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
  if (!headers) return rest;
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  return rest.filter((arg) => arg !== headers);
}

/**
 * Lets Next answer the request (all its headers, 304s, ranges, 404s), but asks it for the plain
 * file and, when it answers 200 with it, sends `compressed` instead, as brotli.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Buffer} compressed
 */
export function substituteBrotli(req, res, compressed) {
  req.headers['accept-encoding'] = 'identity';
  const { writeHead, write, end } = res;
  /** @type {boolean | null} */
  let substituted = null;
  // Decided when the headers go out (Next's compression sends them before its first write).
  const decide = (/** @type {number} */ status) => {
    if (substituted !== null) return substituted;
    substituted = status === 200 && !res.headersSent && !res.getHeader('content-encoding');
    if (substituted) {
      res.setHeader('content-encoding', 'br');
      res.setHeader('content-length', compressed.length);
      addVary(res, 'Accept-Encoding');
      res.removeHeader('accept-ranges');
    }
    return substituted;
  };
  /** @type {any} */ (res).writeHead = function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
    const others = applyHeadObject(res, rest);
    decide(status);
    return writeHead.call(this, status, ...others);
  };
  /** @type {any} */ (res).write = function (/** @type {any[]} */ ...args) {
    if (!decide(res.statusCode)) return write.apply(this, /** @type {any} */ (args));
    // Next's plain copy is dropped; the compressed one goes out at the end.
    const callback = args.find((arg) => typeof arg === 'function');
    if (callback) process.nextTick(callback);
    return true;
  };
  /** @type {any} */ (res).end = function (/** @type {any[]} */ ...args) {
    if (!decide(res.statusCode)) return end.apply(this, /** @type {any} */ (args));
    const callback = args.find((arg) => typeof arg === 'function');
    return req.method === 'HEAD' ? end.call(this, callback) : end.call(this, compressed, callback);
  };
}

/**
 * Adds a request header's name to the response's Vary (Next sets its own for pages: RSC, …).
 * @param {import('node:http').ServerResponse} res
 * @param {string} name
 */
function addVary(res, name) {
  const vary = String(res.getHeader('vary') ?? '');
  const names = vary.split(',').map((part) => part.trim().toLowerCase());
  if (!names.includes(name.toLowerCase()) && !names.includes('*')) res.setHeader('vary', vary ? `${vary}, ${name}` : name);
}

/**
 * Pages that act by themselves as soon as they are shown keep Next's script tags as written: the
 * payment handoff (/pay/form/…) posts the acquirer's form when it hydrates, and its button already
 * posts it without JavaScript — waiting for `load` would leave a longer window in which a press and
 * then the late auto-submit post the order twice.
 */
export const SCRIPTS_AT_ONCE = new RegExp(`^/(?:(?:${LOCALES.slice(1).join('|')})/)?pay/form/`);

/** Types worth compressing (as Next's gzip does): text, JSON, JavaScript, XML, SVG, the RSC payload. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|x-component|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/i;

/**
 * Lets Next answer with the plain body and sends it on as it streams:
 * - compressed with `coding`: brotli at quality 5 (about as fast as gzip and ~20% smaller) or, for
 *   clients without brotli, gzip; flushed after each write, so a streamed page still arrives in
 *   pieces;
 * - an HTML page with its script chunks started after the page has loaded (deferred-chunks.mjs),
 *   compressed or not.
 * Bodies that are not text, already encoded, marked no-transform, or carry no content are not
 * compressed; anything that is neither a page nor compressed goes out as Next wrote it.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {'br' | 'gzip' | null} coding
 */
export function encodeResponse(req, res, coding) {
  req.headers['accept-encoding'] = 'identity';
  const { writeHead, write, end } = res;
  /** @type {{ write: (bytes: Buffer) => boolean; end: () => void } | null} */
  let sink = null;
  let decided = false;
  const decide = (/** @type {number} */ status) => {
    if (decided) return sink;
    decided = true;
    const type = String(res.getHeader('content-type') ?? '');
    if (res.headersSent || status < 200 || status === 204 || status === 304 || res.getHeader('content-encoding')) return null;
    const page = /^text\/html/i.test(type) && !SCRIPTS_AT_ONCE.test(req.url ?? '') ? { decoder: new StringDecoder('utf8'), deferral: createChunkDeferral() } : null;
    const noTransform = /\bno-transform\b/i.test(String(res.getHeader('cache-control') ?? ''));
    const compress = coding !== null && COMPRESSIBLE.test(type) && !noTransform;
    if (!page && !compress) return null;
    // The body changes length (rewritten or compressed): it goes out chunked.
    res.removeHeader('content-length');
    const rewrite = (/** @type {Buffer} */ bytes) => (page ? Buffer.from(page.deferral.push(page.decoder.write(bytes))) : bytes);
    const rest = () => (page ? Buffer.from(page.deferral.push(page.decoder.end()) + page.deferral.end()) : Buffer.alloc(0));
    if (!compress) {
      sink = {
        write: (bytes) => {
          const out = rewrite(bytes);
          return out.length ? write.call(res, out) : true;
        },
        end: () => end.call(res, rest()),
      };
      return sink;
    }
    res.setHeader('content-encoding', /** @type {string} */ (coding));
    res.removeHeader('accept-ranges');
    addVary(res, 'Accept-Encoding');
    const compressor = coding === 'br' ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip();
    const flush = coding === 'br' ? zlibConstants.BROTLI_OPERATION_FLUSH : zlibConstants.Z_SYNC_FLUSH;
    // Backpressure both ways: a slow client pauses the compressor, and a full compressor tells Next
    // to wait (its write returns false) until it drains — nothing piles up in memory.
    compressor.on('data', (/** @type {Buffer} */ chunk) => {
      if (!write.call(res, chunk)) {
        compressor.pause();
        res.once('drain', () => compressor.resume());
      }
    });
    compressor.on('drain', () => res.emit('drain'));
    compressor.on('end', () => end.call(res));
    compressor.on('error', (error) => res.destroy(error));
    // A client that goes away leaves no compressor behind.
    res.once('close', () => compressor.destroy());
    sink = {
      write: (bytes) => {
        const accepted = compressor.write(rewrite(bytes));
        compressor.flush(flush);
        return accepted;
      },
      end: () => {
        const last = rest();
        if (last.length) compressor.write(last);
        compressor.end();
      },
    };
    return sink;
  };
  const bytesOf = (/** @type {any} */ chunk, /** @type {unknown} */ encoding) =>
    typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8') : Buffer.from(chunk);
  /** @type {any} */ (res).writeHead = function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
    const others = applyHeadObject(res, rest);
    decide(status);
    return writeHead.call(this, status, ...others);
  };
  /** @type {any} */ (res).write = function (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
    const target = decide(res.statusCode);
    if (!target) return write.call(this, chunk, ...rest);
    const accepted = target.write(bytesOf(chunk, rest[0]));
    const callback = rest.find((arg) => typeof arg === 'function');
    if (callback) process.nextTick(callback);
    return accepted;
  };
  /** @type {any} */ (res).end = function (/** @type {any[]} */ ...args) {
    const target = decide(res.statusCode);
    if (!target) return end.apply(this, /** @type {any} */ (args));
    const [chunk, encoding] = args;
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') target.write(bytesOf(chunk, encoding));
    const callback = args.find((arg) => typeof arg === 'function');
    if (callback) res.once('finish', callback);
    target.end();
    return this;
  };
}

/**
 * The HTTP server: marks the peer, adds the run-time headers, answers what Next must not see
 * (edgeRefusal) and hands everything else to `handle` (Next's request handler). Given `brotli`
 * (`npm start`), the responses to GET are encoded here instead of by Next (encodeResponse): clients
 * that take brotli get it instead of Next's gzip — the build's assets from the copies made once,
 * everything else compressed as it goes out — and pages start their scripts after loading.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>} handle
 * @param {{ get: (pathname: string) => Buffer | null } | null} [brotli]
 */
export function createEdgeServer(handle, env = process.env, brotli = null) {
  const extraHeaders = runtimeHeaders(env);
  return createServer((req, res) => {
    markPeer(req, env);
    for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
    const refusal = edgeRefusal(req);
    if (refusal) {
      res.writeHead(refusal.status, refusal.headers).end(refusal.body);
      return;
    }
    if (brotli && (req.method === 'GET' || req.method === 'HEAD')) {
      const accepts = req.headers['accept-encoding'];
      const copy = acceptsCoding(accepts, 'br') ? brotli.get((req.url ?? '').split('?')[0] ?? '') : null;
      if (copy) substituteBrotli(req, res, copy);
      else if (req.method === 'GET') encodeResponse(req, res, acceptsCoding(accepts, 'br') ? 'br' : acceptsCoding(accepts, 'gzip') ? 'gzip' : null);
    }
    handle(req, res).catch((error) => {
      console.error(`Failed to handle ${req.method} ${req.url}`, error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal server error');
    });
  });
}

/** A host as it goes into a URL: an IPv6 address in brackets. */
const urlHost = (/** @type {string} */ host) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

/**
 * The loopback names NextURL turns into `localhost` (REGEX_LOCALHOST_HOSTNAME in
 * next/dist/server/web/next-url.js), matched on a URL's canonical hostname.
 */
const LOOPBACK = /^(?:127(?:\.(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)){3}|\[::1\]|localhost)$/;

/**
 * The hostname Next is given (`next({ hostname })`) for a HOST to listen on. Next builds the
 * origin it compares a proxy rewrite with from this name, while the proxy's request.url and
 * nextUrl call every loopback address `localhost`: on HOST=127.0.0.1 or ::1 the two differed, each
 * rewrite (`/` → `/uk`) looked external, Next proxied it to itself, and the second pass through
 * the proxy answered `/uk` with its 301 to `/` — a redirect loop (vercel/next.js#94745). So a
 * loopback HOST is named `localhost` to Next. Any other HOST (0.0.0.0, ::, a name) is left as is:
 * NextURL keeps it, so both sides agree already.
 * @param {string} host
 */
export function nextHostname(host) {
  let hostname;
  try {
    hostname = new URL(`http://${urlHost(host)}`).hostname;
  } catch {
    return host;
  }
  return LOOPBACK.test(hostname) ? 'localhost' : host;
}

/**
 * The host to print in the start-up line: a wildcard HOST (0.0.0.0, ::) is reached as localhost.
 * @param {string} host
 */
export function displayHost(host) {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : urlHost(host);
}

async function main() {
  const mode = process.argv[2] === 'dev' ? 'dev' : 'start';
  const dev = mode === 'dev';
  // As `next start` / `next dev` do; set before Next is loaded.
  process.env.NODE_ENV = dev ? 'development' : 'production';
  const port = Number(process.env.PORT || 3000);
  // The socket binds HOST (an IPv6 address with or without brackets); Next is told the name its
  // proxy will see (nextHostname).
  const hostname = (process.env.HOST || 'localhost').replace(/^\[(.*)\]$/, '$1');

  const { default: next } = await import('next');
  /** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>} */
  let handle = async () => {
    throw new Error('not ready');
  };
  // A development build's assets change under the server: brotli copies only for `npm start`.
  const staticBrotli = dev ? null : createStaticBrotli(path.join(process.cwd(), '.next', 'static'));
  const server = createEdgeServer((req, res) => handle(req, res), process.env, staticBrotli);
  const app = next({ dev, hostname: nextHostname(hostname), port, httpServer: server });
  await app.prepare();
  handle = app.getRequestHandler();
  staticBrotli?.warm().catch(() => {});

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => resolve(undefined));
  });
  const shown = displayHost(hostname);
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
