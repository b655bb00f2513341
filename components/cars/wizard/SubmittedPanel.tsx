'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { useWizard } from './wizard-store';
import styles from './wizard.module.css';

/** After "Submit": the car is with the moderators; what happens next, and where to go. */
export function SubmittedPanel() {
  const t = useTranslations('CarWizard');
  const locale = useLocale() as Locale;
  const car = useWizard((state) => state.car);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`${styles.card} ${styles.submitted}`} aria-labelledby="car-submitted-title" data-testid="car-submitted">
      <span className={styles.submittedIcon} aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="M5 12.5 10 17.5 19 7" />
        </svg>
      </span>
      <h2 id="car-submitted-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {t('submitted.title')}
      </h2>
      <p className={styles.stepLead}>{t('submitted.text', { title: car?.title || t('untitled') })}</p>
      <div className={styles.submittedActions}>
        <a className={styles.primaryButton} href={href('car-list', { locale })}>
          {t('submitted.myCars')}
        </a>
        <a className={styles.ghostButton} href={href('addingcar', { locale, query: { new: 1 } })}>
          {t('submitted.another')}
        </a>
      </div>
    </section>
  );
}
