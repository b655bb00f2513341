import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import styles from './queue.module.css';

const SECTIONS = [
  { screen: 'admin-verification', label: 'verification' },
  { screen: 'admin-jobs', label: 'jobs' },
] as const;

/** The operators' sections, so each console page leads to the others. */
export async function AdminNav({ current, locale }: { current: (typeof SECTIONS)[number]['screen']; locale: Locale }) {
  const t = await getTranslations('Admin.nav');
  return (
    <nav className={styles.nav} aria-label={t('label')}>
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.screen}>
            <a href={href(section.screen, { locale })} aria-current={section.screen === current ? 'page' : undefined}>
              {t(section.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
