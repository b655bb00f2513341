import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RoleSwitch } from '@/components/layout/signed-in-islands';
import { ROLE } from '@/lib/auth/viewer';
import type { Locale } from '@/lib/i18n/locales';
import { EARN_LANDING_SLUG } from '@/lib/site/landing';
import { getCurrentViewer } from '@/lib/server/accounts/get-current-viewer';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { getContentPage } from '@/lib/server/pages/get-content-page';
import styles from './content-page.module.css';

type Props = { params: Promise<{ locale: Locale; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const [page, t] = await Promise.all([getContentPage(slug, locale), getTranslations({ locale, namespace: 'Metadata' })]);
  if (!page) return {};
  return pageMetadata({ locale, screen: 'slug', params: { slug }, title: page.title, description: page.description, siteName: t('siteName') });
}

/** Content pages from the database (spec §2 `/{slug}`), the earn-with-Kermo landing among them. */
export default async function ContentPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const page = await getContentPage(slug, locale);
  if (!page) notFound();
  const [t, tr, viewer] = await Promise.all([getTranslations('ContentPage'), getTranslations('RoleSwitch'), getCurrentViewer()]);
  // A signed-in renter on the earn landing becomes a host here, through the host agreement (spec §4).
  const becomeHost = slug === EARN_LANDING_SLUG && viewer?.role === ROLE.user;
  const updated = new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/Kyiv' }).format(page.updatedAt);
  return (
    <main id="main" className={`container ${styles.main}`}>
      <article className={styles.article}>
        <h1 className={styles.title}>{page.title}</h1>
        <p className={styles.updated}>{t('updated', { date: updated })}</p>
        {becomeHost ? (
          <aside className={styles.becomeHost}>
            <p>{tr('becomeHostLead')}</p>
            <RoleSwitch label={tr('becomeHost')} agreement={viewer.isHost ? null : 'host'} className={styles.becomeHostButton} />
          </aside>
        ) : null}
        {/* Sanitized by getContentPage (sanitize-html allow-list). */}
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: page.html }} />
      </article>
    </main>
  );
}
