'use client';

import { useState } from 'react';

/**
 * Spec §4 logout: the server revokes the token and clears the token and `aucs` cookies, then we go
 * to the sign-in page it names (renter sign-in for role 1, host sign-in otherwise). A 401 (the
 * session had already ended) also goes to sign-in.
 */
export function LogoutButton({ className, label }: { className?: string; label: string }) {
  const [pending, setPending] = useState(false);
  async function logout() {
    setPending(true);
    const lang = document.documentElement.lang;
    const fallback = lang === 'en' ? '/en/sign' : '/sign';
    try {
      const response = await fetch('/api/auth/logout', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lang }),
      });
      const body = (await response.json().catch(() => null)) as { data?: { redirect?: string } } | null;
      window.location.assign(body?.data?.redirect ?? fallback);
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
