'use client';

import { useState } from 'react';
import { clearDrafts } from '@/components/chat/chat-draft';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { isLocale } from '@/lib/i18n/locales';

/**
 * Spec §4 logout: the server revokes the token and clears the token and `aucs` cookies, then we go
 * to the sign-in page it names (renter sign-in for role 1, host sign-in otherwise). A 401 (the
 * session had already ended) also goes to sign-in. Chat drafts kept in this browser go with the session.
 */
export function LogoutButton({ className, label }: { className?: string; label: string }) {
  const [pending, setPending] = useState(false);
  async function logout() {
    setPending(true);
    clearDrafts();
    const lang = isLocale(document.documentElement.lang) ? document.documentElement.lang : undefined;
    const fallback = lang === 'en' ? '/en/sign' : '/sign';
    try {
      window.location.assign((await callApi(endpoints.logout, { lang })).redirect);
    } catch {
      window.location.assign(fallback);
    }
  }
  return (
    <button type="button" className={className} onClick={logout} disabled={pending} aria-busy={pending}>
      {label}
    </button>
  );
}
