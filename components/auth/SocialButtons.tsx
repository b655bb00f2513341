import { socialStartHref } from '@/lib/auth/social-links';
import type { Locale } from '@/lib/i18n/locales';
import styles from './auth-card.module.css';

const NAMES = { google: 'Google', facebook: 'Facebook' } as const;

/** Links that start the OAuth flow (plain links: the flow is a chain of browser redirects). */
export function SocialButtons({
  providers,
  intent,
  locale,
  refPath,
  label,
}: {
  providers: ('google' | 'facebook')[];
  intent: 'login' | 'bind';
  locale: Locale;
  refPath?: string | null;
  label: (name: string) => string;
}) {
  if (!providers.length) return null;
  return (
    <div className={styles.social}>
      {providers.map((provider) => (
        <a key={provider} href={socialStartHref(provider, { intent, lang: locale, ref: refPath })} className={styles.socialButton} data-provider={provider}>
          {label(NAMES[provider])}
        </a>
      ))}
    </div>
  );
}
