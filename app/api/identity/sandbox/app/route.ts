import { identityProvider } from '@/lib/server/identity/identity-sessions';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// GET /api/identity/sandbox/app?session=… — the sandbox stand-in for the identity app on a phone
export async function GET(request: Request) {
  if (identityProvider()?.name !== 'sandbox') return new Response('Not found', { status: 404 });
  const session = new URL(request.url).searchParams.get('session') ?? '';
  const html = `<!doctype html><html lang="uk"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Дія (пісочниця)</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#14171f}button{min-height:48px;padding:0 24px;border:0;border-radius:999px;background:#000;color:#fff;font:inherit;font-weight:700}</style></head>
<body><h1>Дія · пісочниця</h1><p>Kermo просить поділитися посвідченням водія. Це тестовий застосунок: дані не справжні.</p>
<form method="post" action="/api/identity/sandbox/share"><input type="hidden" name="session_id" value="${escape(session)}"><button type="submit">Поділитися посвідченням</button></form></body></html>`;
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}
