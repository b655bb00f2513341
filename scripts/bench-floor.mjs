// The floor of the Lighthouse bench: a page with nothing in it, served with the site's own
// response headers, measured beside the real pages. What it scores is what this machine and
// browser give any page of the site, so the pages' figures can be read against it.
//
// Why it exists (docs/performance.md, "The host's floor"): Lighthouse multiplies the main-thread
// time it observes by 4. On a host where making a new process is slow (a nested hypervisor whose
// page faults cost ~11 µs each), the site's `Cross-Origin-Opener-Policy` — which makes Chromium
// commit the page in a new renderer process — alone costs a static page up to ten points, and the
// same build measured 95–100 on one host and 74–94 on another.
import { randomBytes } from 'node:crypto';
import http from 'node:http';

/** Headers that describe one response's body or connection, or set state: never copied. */
const NOT_COPIED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'set-cookie', 'date', 'etag', 'last-modified', 'vary', 'link', 'content-type']);

/** The nonce of a Content-Security-Policy's script-src, if it has one. */
const NONCE = /'nonce-([^']+)'/;

/**
 * The floor page and the headers it goes out with: `headers` are a real page's (a `Headers` or a
 * plain object); its security headers are kept, its CSP with a nonce of the floor's own, which the
 * page's one inline script carries (as every page here has the deferred-chunks loader inline).
 * @param {Headers | Record<string, string>} headers
 * @param {string} lang
 */
export function floorResponse(headers, lang = 'uk') {
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  const nonce = randomBytes(16).toString('base64');
  /** @type {Record<string, string>} */
  const kept = {};
  for (const [name, value] of entries) {
    const key = name.toLowerCase();
    if (NOT_COPIED.has(key)) continue;
    kept[key] = key === 'content-security-policy' ? value.replace(NONCE, `'nonce-${nonce}'`) : value;
  }
  kept['content-type'] = 'text/html; charset=utf-8';
  kept['cache-control'] = 'no-store';
  const text = 'Kermo. '.repeat(60);
  const body = `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="The bench's empty page"><script nonce="${nonce}">document.documentElement.dataset.floor="1"</script></head><body><main><h1>Kermo</h1><p>${text}</p></main></body></html>`;
  return { headers: kept, body };
}

/**
 * Serves the floor page on 127.0.0.1:port (every path).
 * @param {{ port: number, headers: Headers | Record<string, string>, lang?: string }} options
 * @returns {Promise<{ origin: string, address: string, close: () => Promise<void> }>}
 */
export async function startFloorServer({ port, headers, lang }) {
  const server = http.createServer((request, response) => {
    const page = floorResponse(headers, lang);
    response.writeHead(200, page.headers);
    response.end(request.method === 'HEAD' ? undefined : page.body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address : { address: '127.0.0.1', port };
  return {
    origin: `http://localhost:${bound.port}`,
    /** The interface it listens on: loopback only. */
    address: bound.address,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * How long this machine takes to fault in new memory, per 4 KiB page, in microseconds (a fresh
 * browser process faults in tens of thousands of pages). The median of three 128 MiB buffers.
 */
export function pageFaultMicroseconds() {
  const size = 128 * 1024 * 1024;
  const times = [];
  for (let round = 0; round < 3; round += 1) {
    const started = process.hrtime.bigint();
    // allocUnsafeSlow: fresh memory from the system (mmap), not Node's pool; fill touches every page.
    Buffer.allocUnsafeSlow(size).fill(1);
    times.push(Number(process.hrtime.bigint() - started) / 1000 / (size / 4096));
  }
  return times.sort((a, b) => a - b)[1];
}
