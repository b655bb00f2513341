import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { accountAge } from '@/lib/format/account-age';
import { formatDate, formatDateTime } from '@/lib/format/date-time';
import { formatPhone } from '@/lib/format/phone';
import type { Locale } from '@/lib/i18n/locales';
import { kyivToday } from '@/lib/time/iso-date';
import type { TApplicant } from '@/lib/verification/applicant';
import styles from './queue.module.css';

/** The account's name as an operator addresses the person; the e-mail when no name was given. */
export function applicantName(applicant: Pick<TApplicant, 'first_name' | 'last_name' | 'email'>): string {
  return `${applicant.first_name} ${applicant.last_name}`.trim() || applicant.email;
}

const ROLE_KEYS = { 1: 'renter', 2: 'host', 3: 'company' } as const;

async function ConfirmedState({ confirmed }: { confirmed: boolean }) {
  const t = await getTranslations('Admin.applicant');
  return <span className={clsx(styles.state, !confirmed && styles.stateOff)}>{confirmed ? t('verified') : t('notVerified')}</span>;
}

/**
 * Who submitted a queue item: the account (name, company, kind), its contacts and whether each was
 * confirmed, how long it has been on Kermo, earlier decisions with their reasons and reports
 * against it. Dates as дд.мм.рррр in Kyiv time. `title` names the person's part ("Applicant", or
 * "Owner" beside a car); `facts` adds rows (dt/dd pairs) after the account's own.
 */
export async function ApplicantDetails({
  applicant,
  locale,
  id,
  title,
  facts,
  landmark = true,
}: {
  applicant: TApplicant;
  locale: Locale;
  id: string;
  title?: string;
  facts?: ReactNode;
  /** A named region (the verification queue); `false` makes it a group, for pages with many of the same name. */
  landmark?: boolean;
}) {
  const t = await getTranslations('Admin');
  const reasons = await getTranslations('Profile.report.reasons');
  const age = accountAge(applicant.registered_at);
  const ageText = age.unit === 'today' ? t('age.today') : t(`age.${age.unit}`, { count: age.count });
  const role = ROLE_KEYS[applicant.role as keyof typeof ROLE_KEYS] ?? 'renter';
  const who = (entry: TApplicant['decisions'][number]) => (entry.by_operator ? t('history.byOperator') : entry.decision === 'approved' ? t('history.identityApp') : t('history.automatic'));
  const subject = (entry: TApplicant['decisions'][number]) => (entry.subject === 'licence' ? t('history.licence') : applicant.role === 3 ? t('history.company') : t('history.owner'));

  return (
    <section className={styles.applicant} aria-labelledby={id} role={landmark ? undefined : 'group'}>
      <div>
        <h4 id={id} className={styles.blockTitle}>
          {title ?? t('applicant.title')}
        </h4>
        <dl className={styles.facts}>
          <dt>{t('applicant.account')}</dt>
          <dd>
            {applicantName(applicant)}
            {applicant.company_name ? `, ${applicant.company_name}` : ''} <span className={styles.note}>· {t(`applicant.roles.${role}`)}</span>
          </dd>
          <dt>{t('applicant.email')}</dt>
          <dd className={styles.contact}>
            <a href={`mailto:${applicant.email}`}>{applicant.email}</a> <ConfirmedState confirmed={applicant.email_verified} />
          </dd>
          <dt>{t('applicant.phone')}</dt>
          <dd className={styles.contact}>
            {applicant.phone ? (
              <>
                <a href={`tel:${applicant.phone}`}>{formatPhone(applicant.phone)}</a> <ConfirmedState confirmed={applicant.phone_verified} />
              </>
            ) : (
              <span className={styles.note}>{t('applicant.noPhone')}</span>
            )}
          </dd>
          <dt>{t('applicant.onKermo')}</dt>
          <dd>{t('applicant.since', { age: ageText, date: formatDate(kyivToday(new Date(applicant.registered_at)), locale) })}</dd>
          {facts}
        </dl>
        {applicant.deletion_requested ? <p className={styles.warning}>{t('applicant.deletion')}</p> : null}
      </div>

      <div>
        <h4 className={styles.blockTitle}>{t('history.title')}</h4>
        {applicant.decisions.length === 0 ? (
          <p className={styles.none}>{t('history.none')}</p>
        ) : (
          <ul className={styles.history}>
            {applicant.decisions.map((entry, index) => (
              <li key={index}>
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, locale)}</time>
                <span>
                  <strong>{subject(entry)}</strong>: <span className={entry.decision === 'rejected' ? styles.bad : undefined}>{t(`history.${entry.decision}`)}</span> ({who(entry)})
                </span>
                {entry.reason ? <span>{t('history.reason', { reason: entry.reason })}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div>
        <h4 className={styles.blockTitle}>{t('reports.title')}</h4>
        {applicant.reports.length === 0 ? (
          <p className={styles.none}>{t('reports.none')}</p>
        ) : (
          <ul className={styles.history}>
            {applicant.reports.map((report, index) => (
              <li key={index}>
                <time dateTime={report.created_at}>{formatDateTime(report.created_at, locale)}</time>
                <span>
                  <strong>{reasons(String(report.reason) as '1' | '2' | '3')}</strong> · {t(`reports.${report.status}`)}
                </span>
                {report.comment ? <span>«{report.comment}»</span> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
