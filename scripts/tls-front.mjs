// An HTTP/2 TLS front for the Lighthouse bench: what a production install has in front of
// `npm start` (a TLS-terminating proxy or CDN that speaks HTTP/2 to browsers and HTTP/1.1 to the
// app). Lantern models the connections a trace used, so measuring the app over cleartext HTTP/1.1
// simulates six fresh TCP connections in slow start that no visitor of an https site has.
// It forwards every request unchanged (method, path, headers, body, compressed bytes) to the app,
// with the app's own Host, so the app answers exactly as it does without the front.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Headers that belong to one hop (RFC 9113 §8.2.2 forbids them in HTTP/2). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te']);

/** A throwaway self-signed certificate for localhost (the browser is told to accept it). */
function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'kermo-tls-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'], { stdio: 'ignore' });
    return { key: readFileSync(`${dir}/key.pem`), cert: readFileSync(`${dir}/cert.pem`) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts the front on 127.0.0.1:port, forwarding to the app at `target` (http://localhost:PORT).
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function startTlsFront({ port, target }) {
  const upstream = new URL(target);
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) => {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    headers.host = upstream.host;
    const forward = http.request({ hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (reply) => {
      const replyHeaders = {};
      for (const [name, value] of Object.entries(reply.headers)) if (!HOP_BY_HOP.has(name)) replyHeaders[name] = value;
      res.writeHead(reply.statusCode ?? 502, replyHeaders);
      reply.pipe(res);
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    // A browser that cancels (Lighthouse does, between runs) leaves no request open upstream.
    res.on('close', () => forward.destroy());
    req.pipe(forward);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `https://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
