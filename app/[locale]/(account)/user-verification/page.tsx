import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import { CodeStep } from '@/components/verification/CodeStep';
import { IdentityShare } from '@/components/verification/IdentityShare';
import { LicenceForm } from '@/components/verification/LicenceForm';
import { OwnerApplicationForm } from '@/components/verification/OwnerApplicationForm';
import { LEGAL_VERIFICATION, ROLE } from '@/lib/auth/viewer';
import type { Locale } from '@/lib/i18n/locales';
import { requireUser } from '@/lib/server/accounts/require-user';
import { getOwnLicence } from '@/lib/server/verification/licence';
import { getOwnApplication } from '@/lib/server/verification/owner-application';
import { identityProvider } from '@/lib/server/identity/identity-sessions';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Verification' });
  return { title: t('title'), robots: { index: false } };
}

type State = 'notStarted' | 'pending' | 'approved' | 'rejected' | 'draft';

/**
 * Spec §2 user-verification: each role's steps with their state — renters confirm e-mail and phone
 * and have their driving licence checked; hosts and companies confirm contacts and their details.
 */
export default async function UserVerificationPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, user] = await Promise.all([getTranslations('Verification'), requireUser(locale, 'user-verification')]);
  const owner = user.role !== ROLE.user;
  const [licence, application] = await Promise.all([owner ? null : getOwnLicence(user), owner ? getOwnApplication(user) : null]);
  const badge = (state: State) => <span className={styles.muted}> · {t(`state.${state}`)}</span>;
  const ownerStates: Record<number, State> = {
    [LEGAL_VERIFICATION.verified]: 'approved',
    [LEGAL_VERIFICATION.pending]: 'pending',
    [LEGAL_VERIFICATION.rejected]: 'rejected',
  };
  const ownerState = ownerStates[user.legalVerification] ?? 'notStarted';
  return (
    <main id="main" className={`container ${styles.main}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.muted}>{owner ? t('leadOwner') : t('lead')}</p>

      <section className={styles.card} aria-labelledby="step-email">
        <h2 id="step-email">
          {t('email.title')}
          {badge(user.emailVerifiedAt ? 'approved' : 'notStarted')}
        </h2>
        {user.emailVerifiedAt ? null : (
          <>
            <p className={styles.muted}>{t('email.text', { target: user.email })}</p>
            <CodeStep channel="email" />
          </>
        )}
      </section>

      <section className={styles.card} aria-labelledby="step-phone">
        <h2 id="step-phone">
          {t('phone.title')}
          {badge(user.phoneVerifiedAt ? 'approved' : 'notStarted')}
        </h2>
        {user.phoneVerifiedAt ? null : (
          <>
            <p className={styles.muted}>{t('phone.text', { target: user.phone ?? '—' })}</p>
            <CodeStep channel="phone" />
          </>
        )}
      </section>

      {owner ? (
        <section className={styles.card} aria-labelledby="step-owner">
          <h2 id="step-owner">
            {user.role === ROLE.legal ? t('company.title') : t('host.title')}
            {badge(ownerState)}
          </h2>
          {ownerState === 'approved' ? (
            <p className={styles.muted}>{t('ownerApproved')}</p>
          ) : ownerState === 'pending' ? (
            <p className={styles.muted}>{t('ownerPending')}</p>
          ) : (
            <>
              {ownerState === 'rejected' ? <p className={styles.notice}>{t('ownerRejected', { reason: application?.rejection_reason ?? user.legalVerificationReason ?? '' })}</p> : null}
              <OwnerApplicationForm kind={user.role === ROLE.legal ? 'company' : 'host'} />
            </>
          )}
        </section>
      ) : (
        <section className={styles.card} aria-labelledby="step-licence">
          <h2 id="step-licence">
            {t('licence.title')}
            {badge((licence?.status as State | undefined) ?? 'notStarted')}
          </h2>
          {identityProvider() && licence?.status !== 'approved' && licence?.status !== 'pending' ? (
            <div className={styles.card} style={{ marginBottom: 16 }}>
              <h3 style={{ margin: '0 0 8px' }}>{t('identity.title')}</h3>
              <IdentityShare />
            </div>
          ) : null}
          <p className={styles.muted}>{t('licence.text')}</p>
          <LicenceForm licence={licence} defaults={{ first_name: user.firstName, last_name: user.lastName }} />
        </section>
      )}
    </main>
  );
}
