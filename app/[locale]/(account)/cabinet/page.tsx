import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProfileAvatar } from '@/components/account/ProfileAvatar';
import { VerificationChecklist } from '@/components/account/VerificationChecklist';
import styles from '@/components/account/account.module.css';
import { isVerified } from '@/lib/auth/viewer';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { requireUser } from '@/lib/server/accounts/require-user';
import { toApiUser } from '@/lib/server/accounts/to-api-user';
import { getVerificationState } from '@/lib/server/verification/verification-state';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Cabinet' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * Spec §2 cabinet: my profile. A new account lands here after sign-up; until the account is verified
 * its checklist comes first, so the next step is the first thing one sees (greeting a new account
 * while no step is done yet). Once verified the checklist moves below the contacts.
 */
export default async function CabinetPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, user] = await Promise.all([getTranslations('Cabinet'), requireUser(locale, 'cabinet')]);
  const [me, verification] = await Promise.all([toApiUser(user, locale), getVerificationState(user)]);
  const verified = isVerified(verification);
  const checklist = <VerificationChecklist state={verification} contacts={{ email: user.email, phone: user.phone }} locale={locale} />;
  const longDate = new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/Kyiv' });
  // "2026 р." never breaks before "р." at the end of a line.
  const dateFormat = { format: (date: Date) => longDate.format(date).replace(/ р\.$/, '\u00a0р.') };
  const publicScreen = me.role === 3 ? 'legal-id' : me.role === 2 ? 'host-id' : 'user-id';
  return (
    <main id="main" className={`container ${styles.main}`}>
      <div className={styles.head}>
        <ProfileAvatar url={me.avatar} name={me.full_name} />
        <div>
          <h1 className={styles.title}>{me.full_name}</h1>
          <p className={styles.muted}>
            {t(`role.${me.role}`)} · {t('memberSince', { date: dateFormat.format(new Date(me.created_at)) })}
          </p>
        </div>
      </div>
      {me.deletion_due_at ? <p className={styles.notice}>{t('deletionPending', { date: dateFormat.format(new Date(me.deletion_due_at)) })}</p> : null}
      {verified ? null : checklist}
      <section className={styles.card} aria-labelledby="contacts">
        <h2 id="contacts">{t('contacts')}</h2>
        <dl className={styles.facts}>
          <dt>{t('email')}</dt>
          <dd>{me.email}</dd>
          <dt>{t('phone')}</dt>
          <dd>{me.phone ?? '—'}</dd>
          <dt>{t('city')}</dt>
          <dd>{me.city?.name ?? t('noCity')}</dd>
          <dt>{t('languages')}</dt>
          <dd>{me.languages.length ? me.languages.map((l) => `${t(`languageNames.${l.code}` as never)} (${t(`levels.${l.level}`)})`).join(', ') : t('noLanguages')}</dd>
        </dl>
      </section>
      {verified ? checklist : null}
      <div className={styles.actions}>
        <a href={href('cabinetedit', { locale })} className={`${styles.button} ${styles.primary}`}>
          {t('edit')}
        </a>
        <a href={href('settings', { locale })} className={styles.button}>
          {t('settings')}
        </a>
        <a href={href(publicScreen, { locale, params: { id: me.id } })} className={styles.button}>
          {t('publicProfile')}
        </a>
      </div>
    </main>
  );
}
