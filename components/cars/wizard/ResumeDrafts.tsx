import { getTranslations } from 'next-intl/server';
import type { TCarView } from '@/lib/cars/car-view';
import { formatDateTime } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import styles from './wizard.module.css';

/**
 * `/addingcar` for an owner with unfinished listings: continue the latest (first, highlighted) or
 * another one, or start a new car. Links, so it works before any script has loaded.
 */
export async function ResumeDrafts({ drafts, locale }: { drafts: TCarView[]; locale: Locale }) {
  const t = await getTranslations('CarWizard');
  const shown = [...drafts].sort((a, b) => b.updated_at.localeCompare(a.updated_at)).slice(0, 5);
  return (
    <section className={`${styles.card} ${styles.resume}`} aria-labelledby="resume-title" data-testid="resume-drafts">
      <h2 id="resume-title">{t('resume.title', { count: drafts.length })}</h2>
      <p>{t('resume.text')}</p>
      <ul className={styles.draftList}>
        {shown.map((car, index) => {
          const name = car.title || t('untitled');
          return (
            <li key={car.id} className={styles.draftItem}>
              <div>
                <p className={styles.draftName}>{name}</p>
                <p className={styles.draftMeta}>
                  {t('resume.saved', { date: formatDateTime(car.updated_at, locale) })} · {t('resume.photos', { count: car.photos.length })}
                </p>
              </div>
              <a className={index === 0 ? styles.primaryButton : styles.ghostButton} href={href('addingcar', { locale, query: { car: car.id } })} aria-label={t('resume.continueLabel', { name })}>
                {t('resume.continue')}
              </a>
            </li>
          );
        })}
      </ul>
      <div>
        <a className={styles.ghostButton} href={href('addingcar', { locale, query: { new: 1 } })}>
          <span aria-hidden="true">+</span> {t('resume.new')}
        </a>
      </div>
    </section>
  );
}
