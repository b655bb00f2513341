import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import { CodeStep } from '@/components/verification/CodeStep';
import { LicenceStep } from '@/components/verification/LicenceStep';
import { OwnerStep } from '@/components/verification/OwnerStep';
import { StatusBadge, type StepState } from '@/components/verification/StatusBadge';
import verificationStyles from '@/components/verification/verification.module.css';
import { LEGAL_VERIFICATION, ROLE } from '@/lib/auth/viewer';
import { kyivToday } from '@/lib/catalog/search-params';
import type { Locale } from '@/lib/i18n/locales';
import { requireUser } from '@/lib/server/accounts/require-user';
import { getOwnLicence } from '@/lib/server/verification/licence';
import { getOwnApplication } from '@/lib/server/verification/owner-application';
import { identityProvider } from '@/lib/server/identity/identity-sessions';
import { localMailboxEnabled } from '@/lib/server/mailbox/enabled';
import { href } from '@/lib/routes';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Verification' });
  return { title: t('title'), robots: { index: false } };
}

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
  const today = kyivToday();
  const badge = (state: StepState) => <StatusBadge state={state} label={t(`state.${state}`)} />;
  const ownerStates: Record<number, 'pending' | 'approved' | 'rejected'> = {
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
        <h2 id="step-email" className={verificationStyles.stepTitle}>
          {t('email.title')}
          {badge(user.emailVerifiedAt ? 'approved' : 'notStarted')}
        </h2>
        {user.emailVerifiedAt ? null : (
          <div className={verificationStyles.stepBody}>
            <p className={styles.muted}>{t('email.text', { target: user.email })}</p>
            <CodeStep channel="email" mailboxHref={localMailboxEnabled() ? href('mailbox', { locale }) : null} />
          </div>
        )}
      </section>

      <section className={styles.card} aria-labelledby="step-phone">
        <h2 id="step-phone" className={verificationStyles.stepTitle}>
          {t('phone.title')}
          {badge(user.phoneVerifiedAt ? 'approved' : 'notStarted')}
        </h2>
        {user.phoneVerifiedAt ? null : (
          <div className={verificationStyles.stepBody}>
            <p className={styles.muted}>{t('phone.text', { target: user.phone ?? '—' })}</p>
            <CodeStep channel="phone" mailboxHref={localMailboxEnabled() ? href('mailbox', { locale }) : null} />
          </div>
        )}
      </section>

      {owner ? (
        <section className={styles.card} aria-labelledby="step-owner">
          <OwnerStep
            kind={user.role === ROLE.legal ? 'company' : 'host'}
            state={ownerState}
            reason={application?.rejection_reason ?? user.legalVerificationReason ?? null}
            today={today}
          />
        </section>
      ) : (
        <section className={styles.card} aria-labelledby="step-licence">
          <LicenceStep licence={licence} defaults={{ first_name: user.firstName, last_name: user.lastName }} identity={Boolean(identityProvider())} today={today} />
        </section>
      )}
    </main>
  );
}
