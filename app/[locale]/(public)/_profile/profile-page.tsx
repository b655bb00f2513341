import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProfileAvatar } from '@/components/account/ProfileAvatar';
import styles from '@/components/account/account.module.css';
import type { Locale } from '@/lib/i18n/locales';
import type { TPublicProfile } from '@/lib/accounts/contracts';
import { href } from '@/lib/routes';
import { notFound } from 'next/navigation';
import { getCurrentViewer } from '@/lib/server/accounts/get-current-viewer';
import { getPublicProfile, type ProfileKind } from '@/lib/server/accounts/public-profile';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ReportForm } from '@/components/profile/ReportForm';

export type ProfilePageProps = { params: Promise<{ locale: Locale; id: string }> };

export async function profileMetadata(locale: Locale, profile: TPublicProfile | null, screen: 'user-id' | 'host-id' | 'legal-id'): Promise<Metadata> {
  if (!profile) return {};
  const t = await getTranslations({ locale, namespace: 'Profile' });
  return {
    title: t('title', { name: profile.full_name }),
    description: t('description', { name: profile.full_name }),
    alternates: { canonical: href(screen, { locale, params: { id: profile.id } }) },
  };
}

/** A public profile (spec §2 /user, /host, /legal): nothing private; reviews appear with trips. */
export async function PublicProfileView({ locale, profile, viewerId }: { locale: Locale; profile: TPublicProfile; viewerId: number | null }) {
  setRequestLocale(locale);
  const t = await getTranslations('Profile');
  const date = new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'Europe/Kyiv' }).format(new Date(profile.joined_at));
  const tc = await getTranslations('Cabinet');
  return (
    <main id="main" className={`container ${styles.main}`}>
      <div className={styles.head}>
        <ProfileAvatar url={profile.avatar} name={profile.full_name} />
        <div>
          <h1 className={styles.title}>{profile.full_name}</h1>
          <p className={styles.muted}>
            {t(`kind.${profile.kind}`)} · {t('joined', { date })} · {profile.verified ? t('verified') : t('notVerified')}
          </p>
        </div>
      </div>
      <section className={styles.card} aria-labelledby="about">
        <h2 id="about" className="visually-hidden">
          {t('title', { name: profile.full_name })}
        </h2>
        <dl className={styles.facts}>
          <dt>{t('city')}</dt>
          <dd>{profile.city ?? '—'}</dd>
          <dt>{t('languages')}</dt>
          <dd>{profile.languages.length ? profile.languages.map((l) => tc(`languageNames.${l.code}` as never)).join(', ') : '—'}</dd>
          <dt>{t('rating')}</dt>
          <dd>{profile.rating === null ? t('noRating') : profile.rating.toFixed(1)}</dd>
          <dt>{t('trips', { count: profile.trips_count })}</dt>
          <dd>{profile.response_time_minutes === null ? t('noResponseTime') : t('responseTime', { minutes: profile.response_time_minutes })}</dd>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="reviews">
        <h2 id="reviews">{t('reviews')}</h2>
        <p className={styles.muted}>{t('noReviews')}</p>
      </section>
      {viewerId !== profile.id ? (
        <section aria-label={t('report.title')}>
          {viewerId ? (
            <ClientMessages locale={locale} namespaces={['Profile', 'Forms', 'Validation', 'Errors']}>
              <ReportForm userId={profile.id} />
            </ClientMessages>
          ) : <a href={href('sign', { locale, query: { ref: href('user-id', { locale, params: { id: profile.id } }) } })}>{t('report.signIn')}</a>}
        </section>
      ) : null}
    </main>
  );
}

/** The page module of /user/{id}, /host/{id} or /legal/{id}: metadata and the page, for one kind. */
export function createProfilePage(kind: ProfileKind) {
  const screen = `${kind}-id` as const;
  const load = async ({ params }: ProfilePageProps) => {
    const { locale, id } = await params;
    return { locale, profile: /^\d{1,9}$/.test(id) ? await getPublicProfile(Number(id), kind, locale) : null };
  };
  return {
    generateMetadata: async (props: ProfilePageProps) => {
      const { locale, profile } = await load(props);
      return profileMetadata(locale, profile, screen);
    },
    Page: async function ProfilePage(props: ProfilePageProps) {
      const [{ locale, profile }, viewer] = await Promise.all([load(props), getCurrentViewer()]);
      if (!profile) notFound();
      return <PublicProfileView locale={locale} profile={profile} viewerId={viewer?.id ?? null} />;
    },
  };
}
