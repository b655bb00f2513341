import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import { ReviewActions } from '@/components/verification/ReviewActions';
import type { Locale } from '@/lib/i18n/locales';
import { LICENCE_SIDES } from '@/lib/verification/licence';
import { requireStaffPage } from '@/lib/server/auth/require-staff-page';
import { listPendingLicences } from '@/lib/server/verification/licence';
import { listPendingApplications } from '@/lib/server/verification/owner-application';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Operators' review queue: licences and owner applications. The proxy lets only staff in; the page
 * checks again itself (404 for anyone else), and so do the queue functions it calls.
 */
export default async function AdminVerificationPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const operator = await requireStaffPage(locale, 'admin-verification');
  const [t, tl, licences, applications] = await Promise.all([getTranslations('Admin'), getTranslations('Verification.licence'), listPendingLicences(operator), listPendingApplications(operator)]);
  return (
    <main id="main" className={`container ${styles.main}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <section className={styles.card} aria-labelledby="queue-licences">
        <h2 id="queue-licences">{t('licences')}</h2>
        {licences.length === 0 ? <p className={styles.muted}>{t('empty')}</p> : null}
        {licences.map((licence) => (
          <article key={licence.id} className={styles.card} aria-label={`${licence.first_name} ${licence.last_name}`} style={{ marginBottom: 12 }}>
            <h3>
              {licence.first_name} {licence.last_name} · {licence.country} {licence.serial_number}
            </h3>
            <p className={styles.muted}>
              {t('user', { id: licence.user_id })} · {licence.birth_date} · {licence.issued_on} → {licence.expires_on}
            </p>
            <div className={styles.actions}>
              {LICENCE_SIDES.map((side) =>
                licence.photos[side] ? (
                  // eslint-disable-next-line @next/next/no-img-element -- private photo through the authorized route
                  <img key={side} src={licence.photos[side]} alt={t('photo', { side: tl(side) })} width={200} height={126} style={{ objectFit: 'cover', borderRadius: 8 }} />
                ) : null,
              )}
            </div>
            <ReviewActions subject="licence" id={licence.id} />
          </article>
        ))}
      </section>
      <section className={styles.card} aria-labelledby="queue-owners">
        <h2 id="queue-owners">{t('owners')}</h2>
        {applications.length === 0 ? <p className={styles.muted}>{t('empty')}</p> : null}
        {applications.map((application) => (
          <article key={application.id} className={styles.card} aria-label={t('user', { id: application.user_id })} style={{ marginBottom: 12 }}>
            <h3>
              {t('user', { id: application.user_id })} · {application.kind} · {application.registry_code}
            </h3>
            <dl className={styles.facts}>
              {Object.entries(application.details).map(([key, value]) => (
                <div key={key} style={{ display: 'contents' }}>
                  <dt>{key}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <ReviewActions subject="application" id={application.id} />
          </article>
        ))}
      </section>
    </main>
  );
}
