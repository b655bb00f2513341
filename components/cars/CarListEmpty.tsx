import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import styles from './car-list.module.css';

const STEPS = ['car', 'photos', 'prices'] as const;

/** No cars yet: what listing one takes, and the way to start. */
export function CarListEmpty({ locale }: { locale: Locale }) {
  const t = useTranslations('CarList.empty');
  return (
    <section className={styles.empty} aria-labelledby="car-list-empty">
      <div className={styles.emptyIcon} aria-hidden="true">
        <svg viewBox="0 0 48 24" width="64" height="32" focusable="false">
          <path d="M4 17v-4l5-1 5-6h16l7 6 7 1v4h-4M14 17H9M20 17h11" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="11" cy="18" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="36" cy="18" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </div>
      <h2 id="car-list-empty" className={styles.emptyTitle}>
        {t('title')}
      </h2>
      <p className={styles.emptyText}>{t('text')}</p>
      <ol className={styles.emptySteps}>
        {STEPS.map((step) => (
          <li key={step}>{t(`steps.${step}`)}</li>
        ))}
      </ol>
      <a href={href('addingcar', { locale })} className={`${styles.button} ${styles.primary}`}>
        {t('cta')}
      </a>
    </section>
  );
}
