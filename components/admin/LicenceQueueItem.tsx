import { getTranslations } from 'next-intl/server';
import { ReviewActions } from '@/components/verification/ReviewActions';
import { formatDateTime } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/locales';
import { LICENCE_SIDES } from '@/lib/verification/licence';
import type { TLicenceQueueItem } from '@/lib/verification/schemas';
import { ApplicantDetails, applicantName } from './ApplicantDetails';
import { DateFact } from './DateFact';
import styles from './queue.module.css';

function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('uk').replace(/['’ʼ`]/g, '’') === b.trim().toLocaleLowerCase('uk').replace(/['’ʼ`]/g, '’');

/**
 * A licence waiting for review: the document's details in plain labels, its photos (through the
 * authorized photo route, each opening at full size) and the applicant beside it.
 */
export async function LicenceQueueItem({ item, locale }: { item: TLicenceQueueItem; locale: Locale }) {
  const t = await getTranslations('Admin');
  const name = applicantName(item.applicant);
  const nameOnLicence = `${item.first_name} ${item.last_name}`;
  const headingId = `licence-${item.id}`;
  return (
    <article className={styles.item} aria-labelledby={headingId}>
      <header className={styles.itemHead}>
        <h3 id={headingId}>{name}</h3>
        <p className={styles.meta}>
          <span className={styles.kind}>{t('kind.licence')}</span>
          {item.submitted_at ? <span>{t('submitted', { date: formatDateTime(item.submitted_at, locale) })}</span> : null}
        </p>
      </header>
      <div className={styles.body}>
        <div className={styles.submission}>
          <dl className={styles.facts}>
            <dt>{t('fields.country')}</dt>
            <dd>{countryName(item.country, locale)}</dd>
            <dt>{t('fields.serial')}</dt>
            <dd>{item.serial_number}</dd>
            <dt>{t('fields.nameOnLicence')}</dt>
            <dd>{nameOnLicence}</dd>
            <dt>{t('fields.birthDate')}</dt>
            <dd>
              <DateFact value={item.birth_date} locale={locale} kind="birth" />
            </dd>
            <dt>{t('fields.issuedOn')}</dt>
            <dd>
              <DateFact value={item.issued_on} locale={locale} kind="plain" />
            </dd>
            <dt>{t('fields.expiresOn')}</dt>
            <dd>
              <DateFact value={item.expires_on} locale={locale} kind="expiry" />
            </dd>
          </dl>
          {!sameName(`${item.applicant.first_name} ${item.applicant.last_name}`, nameOnLicence) ? <p className={styles.warning}>{t('nameMismatch', { name })}</p> : null}
          <div>
            <h4 className={styles.blockTitle}>{t('photos')}</h4>
            <ul className={styles.photos}>
              {LICENCE_SIDES.map((side) => {
                const photo = item.photos[side];
                if (!photo) return null;
                return (
                  <li key={side}>
                    <figure style={{ margin: 0 }}>
                      <a href={photo} target="_blank" rel="noopener" title={t('openPhoto')}>
                        {/* eslint-disable-next-line @next/next/no-img-element -- a private photo through the authorized route, never optimised or cached */}
                        <img src={photo} alt={t('photo', { side: t(`sides.${side}`) })} width={320} height={200} loading="lazy" />
                      </a>
                      <figcaption>{t(`sides.${side}`)}</figcaption>
                    </figure>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
        <ApplicantDetails applicant={item.applicant} locale={locale} id={`${headingId}-applicant`} />
      </div>
      <ReviewActions subject="licence" id={item.id} />
    </article>
  );
}
