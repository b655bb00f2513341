import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AvatarUpload } from '@/components/account/AvatarUpload';
import { EmailChangeForm } from '@/components/account/EmailChangeForm';
import { ProfileForm } from '@/components/account/ProfileForm';
import styles from '@/components/account/account.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { requireUser } from '@/lib/server/accounts/require-user';
import { toApiUser } from '@/lib/server/accounts/to-api-user';
import { listCities } from '@/lib/server/geo/list-cities';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Cabinet' });
  return { title: t('editTitle'), robots: { index: false } };
}

/** Spec §2 cabinetedit: photo, name, contacts, city and languages. */
export default async function CabinetEditPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, user, cities] = await Promise.all([getTranslations('Cabinet'), requireUser(locale, 'cabinetedit'), listCities(locale)]);
  const me = await toApiUser(user, locale);
  return (
    <main id="main" className={`container ${styles.main}`}>
      <a href={href('cabinet', { locale })}>← {t('back')}</a>
      <h1 className={styles.title}>{t('editTitle')}</h1>
      <section className={styles.card} aria-labelledby="photo">
        <h2 id="photo">{t('photo')}</h2>
        <AvatarUpload initialUrl={me.avatar} initials={me.full_name.charAt(0)} />
      </section>
      <section className={styles.card} aria-labelledby="email-change">
        <h2 id="email-change">{t('email')}</h2>
        <EmailChangeForm email={me.email} />
      </section>
      <section className={styles.card}>
        <ProfileForm user={me} cities={cities.map(({ id, name }) => ({ id, name }))} />
      </section>
    </main>
  );
}
