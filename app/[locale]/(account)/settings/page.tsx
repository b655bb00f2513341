import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DeleteAccount } from '@/components/account/DeleteAccount';
import { LinkedAccounts } from '@/components/account/LinkedAccounts';
import { SettingsForm } from '@/components/account/SettingsForm';
import styles from '@/components/account/account.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { requireUser } from '@/lib/server/accounts/require-user';
import { toApiUser } from '@/lib/server/accounts/to-api-user';
import { enabledProviders } from '@/lib/server/social/providers';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Settings' });
  return { title: t('title'), robots: { index: false } };
}

/** Spec §2 settings: newsletter and notifications, linked accounts (when configured), password, deletion. */
export default async function SettingsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, user] = await Promise.all([getTranslations('Settings'), requireUser(locale, 'settings')]);
  const me = await toApiUser(user, locale);
  return (
    <main id="main" className={`container ${styles.main}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <section className={styles.card} aria-labelledby="notifications">
        <h2 id="notifications">{t('notifications')}</h2>
        <SettingsForm
          initial={{ newsletter: me.newsletter === 1, notify_phone_opt_out: me.notify_phone_opt_out === 1, notify_email_opt_out: me.notify_email_opt_out === 1 }}
        />
      </section>
      <LinkedAccounts providers={enabledProviders()} linked={me.social} locale={locale} />
      <section className={styles.card} aria-labelledby="security">
        <h2 id="security">{t('security')}</h2>
        <a href={href('password-change', { locale })} className={styles.button}>
          {t('changePassword')}
        </a>
      </section>
      <section className={styles.card} aria-labelledby="delete">
        <h2 id="delete">{t('delete')}</h2>
        <DeleteAccount dueAt={me.deletion_due_at} />
      </section>
    </main>
  );
}
