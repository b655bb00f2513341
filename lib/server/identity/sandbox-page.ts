import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

export type SandboxScreen =
  | { kind: 'ask'; sessionId: string }
  | { kind: 'signIn' }
  | { kind: 'done'; status: string }
  | { kind: 'failed'; message: string };

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox identity "app" as a tiny HTML page (it stands in for an app on a phone, outside the
 * site's layout). Its one form posts to our own origin; nothing on it runs script.
 */
export function sandboxPage(locale: Locale, screen: SandboxScreen, status = 200): Response {
  const t = createTranslator({ locale, messages: loadMessages(locale), namespace: 'IdentitySandbox' });
  let content: string;
  switch (screen.kind) {
    case 'ask':
      content = `<p>${escape(t('intro'))}</p><form method="post" action="/api/identity/sandbox/share"><input type="hidden" name="session_id" value="${escape(screen.sessionId)}"><button type="submit">${escape(t('share'))}</button></form>`;
      break;
    case 'signIn':
      content = `<p>${escape(t('intro'))}</p><p role="alert">${escape(t('signIn'))}</p>`;
      break;
    case 'done':
      content = `<p role="status">${escape(t(screen.status === 'approved' ? 'approved' : 'mismatch'))}</p>`;
      break;
    case 'failed':
      content = `<p role="alert">${escape(t('failed', { message: screen.message }))}</p>`;
      break;
  }
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(t('title'))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#14171f}button{min-height:48px;padding:0 24px;border:0;border-radius:999px;background:#000;color:#fff;font:inherit;font-weight:700}</style></head>
<body><h1>${escape(t('title'))}</h1>${content}</body></html>`;
  // Framing and script are refused by the headers every /api answer gets (next.config.ts).
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}
