import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTimeZone, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CatalogMemoryReset } from '@/components/layout/CatalogMemoryReset';
import { ChunkReload } from '@/components/layout/ChunkReload';
import { ReviewReminder } from '@/components/bookings/ReviewReminder';
import { CookieNotice } from '@/components/layout/CookieNotice';
import { ErrorTextsProvider } from '@/components/layout/ErrorTexts';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { HydrationMarker } from '@/components/layout/HydrationMarker';
import { LazySignedInProviders } from '@/components/state/LazySignedInProviders';
import { isInvertedLayout, ROLE } from '@/lib/auth/viewer';
import { loadMessages } from '@/lib/i18n/messages';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { routing } from '@/lib/i18n/routing';
import { href, localizePath } from '@/lib/routes';
import { URL_HEADER } from '@/lib/routing/internal-paths';
import { COOKIE_CONSENT_NAME } from '@/lib/site/cookie-consent';
import { PRELOADED_FONTS, preloadFont } from '@/lib/site/fonts';
import { PAGE_END_ID } from '@/lib/site/page-end';
import { siteUrl } from '@/lib/seo/site-url';
import { getCurrentUser, getCurrentViewer } from '@/lib/server/accounts/get-current-viewer';
import { pendingReviewFor } from '@/lib/server/bookings/pending-review';
import { getShellData } from '@/lib/server/site/get-shell-data';
import '@/styles/globals.css';

// Pages read the database per request; nothing here may be prerendered at build time.
export const dynamic = 'force-dynamic';

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b5fff' };

/**
 * Message namespaces the shell's signed-in islands translate with (dropdown, role switch and its
 * agreement modal). Route groups add their own (components/i18n/ClientMessages); the error boundary
 * gets its words ready-made (ErrorTexts).
 */
const CLIENT_NAMESPACES = ['Common', 'Header', 'Agreement', 'RoleSwitch', 'Errors'] as const;

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const [t, { settings }] = await Promise.all([getTranslations({ locale, namespace: 'Metadata' }), getShellData(locale)]);
  return {
    metadataBase: siteUrl(),
    title: { default: t('defaultTitle'), template: t('titleTemplate') },
    description: t('defaultDescription'),
    applicationName: settings.settings.site_name,
    icons: settings.settings.favicon ? { icon: { url: `/storage/media${settings.settings.favicon}`, type: 'image/svg+xml' } } : undefined,
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, te, timeZone, { settings, dictionary }, viewer, headerList, cookieList] = await Promise.all([
    getTranslations({ locale, namespace: 'CookieNotice' }),
    getTranslations({ locale, namespace: 'ErrorPage' }),
    getTimeZone(),
    getShellData(locale),
    getCurrentViewer(),
    headers(),
    cookies(),
  ]);
  const currentUrl = headerList.get(URL_HEADER) ?? localizePath('/', locale);
  const reminder = viewer?.role === ROLE.user ? await pendingReviewFor(await getCurrentUser()) : null;
  const reminderHref = reminder ? href('booking-id', { locale, params: { id: String(reminder.bookingId) } }) : '';
  const messages = loadMessages(locale);
  const inverted = isInvertedLayout(viewer);
  const shell = (
    <>
      <Header
        locale={locale}
        viewer={viewer}
        mainMenu={settings.mainMenu}
        mobileMenu={settings.mobMenu}
        currentUrl={currentUrl}
        productName={settings.settings.site_name}
      />
      {reminder && new URL(currentUrl, 'http://x').pathname !== reminderHref ? <ReviewReminder bookingId={reminder.bookingId} car={reminder.car} href={reminderHref} locale={locale} /> : null}
      {children}
      <Footer locale={locale} inverted={inverted} settings={settings.settings} columns={settings.footerMenu} currentUrl={currentUrl} />
    </>
  );
  const errorTexts = {
    title: te('title'),
    message: te('message'),
    statusLine: te('statusLine', { status: 500, text: te('status.500') }),
    home: { href: href('index', { locale }), label: te('home') },
    retry: te('retry'),
  };
  for (const font of PRELOADED_FONTS) preloadFont(font);
  return (
    <html lang={locale}>
      <body>
        {/* The first paint waits until the page's markup has been read to its end (Chrome 124+; React
            puts the link in the head). A parser that yields midway painted a header or cookie notice
            that then grew when the rest came: a layout shift (docs/performance.md, session 31). */}
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
        <a className="skip-link" href="#main">
          {messages.Common.skipToContent}
        </a>
        <ErrorTextsProvider texts={errorTexts}>
          {viewer ? (
            // Only a signed-in viewer's header has client islands that translate or read the store.
            <LazySignedInProviders
              locale={locale}
              timeZone={timeZone}
              messages={pickMessages(messages, CLIENT_NAMESPACES)}
              initial={{
                loggedIn: true,
                user: viewer,
                reviews: { rating: viewer.rating ?? null },
                balance: 0,
                mainMenu: settings.mainMenu,
                mobMenu: settings.mobMenu,
                footerMenu: settings.footerMenu,
                settings: settings.settings,
                contacts: settings.contacts,
                modals: settings.modals,
                dictionary: dictionary[0] ?? null,
                countNotifications: viewer.notifications ?? 0,
                currentBookingIds: [],
                bookingStatusItems: [],
                unreadAs: viewer.unreadAs ?? { renter: 0, owner: 0 },
              }}
            >
              {shell}
            </LazySignedInProviders>
          ) : (
            shell
          )}
          {cookieList.get(COOKIE_CONSENT_NAME)?.value === 'true' ? null : (
            <CookieNotice text={t('text')} accept={t('accept')} policy={{ href: href('slug', { locale, params: { slug: 'privacy' } }), label: t('policy') }} />
          )}
          <ChunkReload />
          <CatalogMemoryReset />
          <HydrationMarker />
        </ErrorTextsProvider>
        <div id={PAGE_END_ID} hidden />
      </body>
    </html>
  );
}
