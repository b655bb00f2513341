import { getTranslations } from 'next-intl/server';
import { Fragment } from 'react';
import { ReviewActions } from '@/components/verification/ReviewActions';
import { formatDateTime } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/locales';
import type { TOwnerQueueItem } from '@/lib/verification/schemas';
import { ApplicantDetails, applicantName } from './ApplicantDetails';
import { DateFact } from './DateFact';
import styles from './queue.module.css';

/** The details each kind of application carries, in the order an operator checks them. */
const DETAIL_LABELS = {
  legal_name: 'legalName',
  legal_address: 'legalAddress',
  director: 'director',
  birth_date: 'birthDate',
} as const;

/**
 * A host's or company's application waiting for review: the registry code and the details under
 * plain labels (a birth date as дд.мм.рррр with the age), and the applicant beside it.
 */
export async function OwnerQueueItem({ item, locale }: { item: TOwnerQueueItem; locale: Locale }) {
  const t = await getTranslations('Admin');
  const company = item.kind === 'company';
  const title = company ? (item.applicant.company_name ?? item.details.legal_name ?? applicantName(item.applicant)) : applicantName(item.applicant);
  const known = Object.keys(DETAIL_LABELS).filter((key) => item.details[key] !== undefined) as (keyof typeof DETAIL_LABELS)[];
  const other = Object.keys(item.details).filter((key) => !(key in DETAIL_LABELS));
  const headingId = `application-${item.id}`;
  return (
    <article className={styles.item} aria-labelledby={headingId}>
      <header className={styles.itemHead}>
        <h3 id={headingId}>{title}</h3>
        <p className={styles.meta}>
          <span className={styles.kind}>{t(`kind.${item.kind}`)}</span>
          <span>{t('submitted', { date: formatDateTime(item.submitted_at, locale) })}</span>
        </p>
      </header>
      <div className={styles.body}>
        <div className={styles.submission}>
          <dl className={styles.facts}>
            <dt>{company ? t('fields.edrpou') : t('fields.taxNumber')}</dt>
            <dd>{item.registry_code}</dd>
            {known.map((key) => (
              <Fragment key={key}>
                <dt>{t(`fields.${DETAIL_LABELS[key]}`)}</dt>
                <dd>{key === 'birth_date' ? <DateFact value={item.details[key]!} locale={locale} kind="birth" /> : item.details[key]}</dd>
              </Fragment>
            ))}
            {other.map((key) => (
              <Fragment key={key}>
                <dt>{t('fields.other')}</dt>
                <dd>{item.details[key]}</dd>
              </Fragment>
            ))}
          </dl>
        </div>
        <ApplicantDetails applicant={item.applicant} locale={locale} id={`${headingId}-applicant`} />
      </div>
      <ReviewActions subject="application" id={item.id} />
    </article>
  );
}
