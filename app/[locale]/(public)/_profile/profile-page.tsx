import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ProfileReviews } from '@/components/profile/ProfileReviews';
import { ProfileSummary } from '@/components/profile/ProfileSummary';
import { ReportForm } from '@/components/profile/ReportForm';
import styles from '@/components/profile/profile.module.css';
import type { TPublicProfile } from '@/lib/accounts/contracts';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { getCurrentViewer } from '@/lib/server/accounts/get-current-viewer';
import { getPublicProfile, type ProfileKind } from '@/lib/server/accounts/public-profile';

export type ProfilePageProps = { params: Promise<{ locale: Locale; id: string }> };
type ProfileScreen = 'user-id' | 'host-id' | 'legal-id';

export async function profileMetadata(locale: Locale, profile: TPublicProfile | null, screen: ProfileScreen): Promise<Metadata> {
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
  const self = href(`${profile.kind}-id`, { locale, params: { id: profile.id } });
  return (
    <main id="main" className={`container ${styles.main}`}>
      <ProfileSummary profile={profile} locale={locale} />
      <ProfileReviews reviews={profile.reviews} locale={locale} />
      {viewerId !== profile.id ? (
        <section className={styles.report} aria-label={t('report.title')}>
          {viewerId ? (
            <ClientMessages locale={locale} namespaces={['Profile', 'Forms', 'Validation', 'Errors']}>
              <ReportForm userId={profile.id} />
            </ClientMessages>
          ) : (
            <a className={styles.reportLink} href={href('sign', { locale, query: { ref: self } })}>
              {t('report.signIn')}
            </a>
          )}
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
