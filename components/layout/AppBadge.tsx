import type { Locale } from '@/lib/i18n/locales';
import styles from './footer.module.css';

const small = { uk: { 'app-store': 'Завантажте в', 'google-play': 'Доступно в' }, en: { 'app-store': 'Download on the', 'google-play': 'Get it on' } };
const big = { 'app-store': 'App Store', 'google-play': 'Google Play' };

/**
 * A store badge drawn per language (spec §2: badge images per language), linking to the store. Its
 * name is its visible text ("Завантажте в App Store"), so what people see is what a screen reader
 * or voice control calls it (WCAG 2.5.3).
 */
export function AppBadge({ store, href, locale }: { store: 'app-store' | 'google-play'; href: string; locale: Locale }) {
  return (
    <a href={href} className={styles.badge} rel="noopener noreferrer" target="_blank">
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        {store === 'app-store' ? (
          <path fill="currentColor" d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9s-1.9-.9-3.2-.8c-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.2.8c1.3 0 2.1-1.2 2.9-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.4-.9-2.4-3.9zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.6-2.8 1.4-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.5 2.8-1.3z" />
        ) : (
          <path fill="currentColor" d="M3.6 2.3c-.2.2-.3.6-.3 1v17.4c0 .4.1.8.3 1l.1.1 9.7-9.7v-.2L3.7 2.2l-.1.1zm13 13-3.2-3.2v-.2l3.2-3.2.1.1 3.8 2.2c1.1.6 1.1 1.6 0 2.2l-3.8 2.2-.1-.1zm-.1.1-3.3-3.3-9.6 9.7c.4.4 1 .4 1.6.1l11.3-6.5m0-6.8L5.2 2.1c-.7-.4-1.3-.3-1.6.1l9.6 9.7 3.3-3.3z" />
        )}
      </svg>
      <span className={styles.badgeText}>
        <span className={styles.badgeSmall}>{small[locale][store]}</span>{' '}
        <span className={styles.badgeBig}>{big[store]}</span>
      </span>
    </a>
  );
}
