// A small OAuth 2.0 authorization server for tests (authorization code + PKCE S256, Basic client
// authentication, a userinfo endpoint), standing in for Google/Facebook, which tests never call.
// Who consents: like a real provider, the person signed in at the provider — GET /__login?user=<base64url
// JSON {sub, email, given_name, family_name}> sets that in this browser's cookie; without it, the
// last POST /__user body (for callers without a browser).
// Run alone: node tests/support/fake-oauth-server.mjs <port>   (listens on 127.0.0.1)
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

export function startFakeOAuthServer({ port = 0, clientId = 'kermo-test', clientSecret = 'kermo-secret' } = {}) {
  let nextUser = { sub: 'fake-1', email: 'fake@example.com', email_verified: true, given_name: 'Fake', family_name: 'User' };
  const codes = new Map();
  const tokens = new Map();
  const json = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = (req) =>
    new Promise((resolve) => {
      let data = '';
      req.on('data', (chunk) => (data += chunk));
      req.on('end', () => resolve(data));
    });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    if (req.method === 'POST' && url.pathname === '/__user') {
      nextUser = { email_verified: true, ...JSON.parse(await readBody(req)) };
      return json(res, 200, { ok: true });
    }
    if (req.method === 'GET' && url.pathname === '/__login') {
      res.writeHead(200, { 'content-type': 'text/plain', 'set-cookie': `fake_user=${url.searchParams.get('user')}; Path=/; HttpOnly; SameSite=Lax` });
      return res.end('signed in at the fake provider');
    }
    if (req.method === 'GET' && url.pathname === '/authorize') {
      const q = url.searchParams;
      const cookie = (req.headers.cookie ?? '').match(/(?:^|;\s*)fake_user=([^;]+)/)?.[1];
      const user = cookie ? { email_verified: true, ...JSON.parse(Buffer.from(cookie, 'base64url').toString()) } : nextUser;
      if (q.get('client_id') !== clientId || q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) {
        return json(res, 400, { error: 'invalid_request' });
      }
      const code = randomBytes(16).toString('hex');
      codes.set(code, { challenge: q.get('code_challenge'), redirectUri: q.get('redirect_uri'), user });
      const back = new URL(q.get('redirect_uri'));
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      const [scheme, encoded] = (req.headers.authorization ?? '').split(' ');
      const [id, secret] = Buffer.from(encoded ?? '', 'base64').toString().split(':').map(decodeURIComponent);
      if (scheme !== 'Basic' || id !== clientId || secret !== clientSecret) return json(res, 401, { error: 'invalid_client' });
      const form = new URLSearchParams(await readBody(req));
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.get('redirect_uri')) return json(res, 400, { error: 'invalid_grant' });
      const accessToken = randomBytes(16).toString('hex');
      tokens.set(accessToken, grant.user);
      return json(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
    }
    if (req.method === 'GET' && url.pathname === '/userinfo') {
      const user = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      return user ? json(res, 200, user) : json(res, 401, { error: 'invalid_token' });
    }
    json(res, 404, { error: 'not_found' });
  });

  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const base = `http://127.0.0.1:${server.address().port}`;
      resolve({
        base,
        env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_AUTHORIZE_URL: `${base}/authorize`, GOOGLE_TOKEN_URL: `${base}/token`, GOOGLE_USERINFO_URL: `${base}/userinfo` },
        setUser: (user) => fetch(`${base}/__user`, { method: 'POST', body: JSON.stringify(user) }),
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const { base } = await startFakeOAuthServer({ port: Number(process.argv[2] || 3190) });
  console.log(`fake OAuth server on ${base}`);
}
