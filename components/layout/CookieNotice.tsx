'use client';

import Cookies from 'js-cookie';
import { useState } from 'react';
import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME } from '@/lib/site/cookie-consent';
import styles from './cookie-notice.module.css';


/**
 * Spec §4 cookie notice: shown until the cookieApprove cookie is "true"; accepting sets it and hides
 * the bar. The server renders it only when the cookie is missing, so nothing flashes.
 */
export function CookieNotice({ text, policy, accept }: { text: string; policy: { href: string; label: string }; accept: string }) {
  const [visible, setVisible] = useState(true);
  if (!visible) return null;
  return (
    <section className={styles.bar} aria-label={policy.label}>
      <p className={styles.text}>
        {text}{' '}
        <a href={policy.href} className={styles.link}>
          {policy.label}
        </a>
      </p>
      <button
        type="button"
        className={styles.accept}
        onClick={() => {
          Cookies.set(COOKIE_CONSENT_NAME, 'true', { expires: COOKIE_CONSENT_DAYS, sameSite: 'lax', path: '/' });
          setVisible(false);
        }}
      >
        {accept}
      </button>
    </section>
  );
}
