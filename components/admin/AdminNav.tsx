import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import styles from './queue.module.css';

/** The console's start, then its sections in the order operators work through them. */
const SECTIONS = [
  { screen: 'admin', label: 'home' },
  { screen: 'admin-verification', label: 'verification' },
  { screen: 'admin-cars', label: 'cars' },
  { screen: 'admin-jobs', label: 'jobs' },
  { screen: 'admin-payouts', label: 'payouts' },
  { screen: 'admin-payments', label: 'payments' },
  { screen: 'admin-deposit-rates', label: 'depositRates' },
] as const;

export type AdminScreen = (typeof SECTIONS)[number]['screen'];

/** The operators' sections, so each console page leads to the others. */
export async function AdminNav({ current, locale }: { current: AdminScreen; locale: Locale }) {
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
