import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { safeRef } from '@/lib/auth/safe-ref';
import type { Locale } from '@/lib/i18n/locales';
import { href, type ScreenName } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { getCurrentViewer } from '@/lib/server/accounts/get-current-viewer';
import { AuthCard } from '@/components/auth/AuthCard';
import { RegisterFormIsland, SignInFormIsland } from '@/components/auth/form-islands';
import { SocialButtons } from '@/components/auth/SocialButtons';
import { enabledProviders } from '@/lib/server/social/providers';
import cardStyles from '@/components/auth/auth-card.module.css';

export type AuthPageProps = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Title and description of an auth page from its `Auth.<key>` messages. */
export async function authMetadata(props: AuthPageProps, screen: ScreenName, key: string): Promise<Metadata> {
  const { locale } = await props.params;
  const [t, tm] = await Promise.all([getTranslations({ locale, namespace: 'Auth' }), getTranslations({ locale, namespace: 'Metadata' })]);
  return {
    ...pageMetadata({ locale, screen, title: t(`${key}.title` as never), description: t(`${key}.lead` as never), siteName: tm('siteName') }),
    robots: { index: false, follow: true },
  };
}

/** Someone already signed in has nothing to do on these pages: on to `ref` or the cabinet. */
async function leaveIfSignedIn(locale: Locale, ref: string | undefined) {
  if (await getCurrentViewer()) redirect(safeRef(ref) ?? href('cabinet', { locale }));
}

const SIGN = { user: { key: 'sign', register: 'register-user' }, host: { key: 'signHost', register: 'register-host' }, legal: { key: 'signLegal', register: 'register-legal' } } as const;

export async function SignInPage({ props, portal }: { props: AuthPageProps; portal: 'user' | 'host' | 'legal' }) {
  const { locale } = await props.params;
  setRequestLocale(locale);
  const query = await props.searchParams;
  const ref = first(query.ref);
  // `reauth`: a signed-in person confirming who they are before a sensitive step (linking a login).
  if (first(query.reauth) !== '1') await leaveIfSignedIn(locale, ref);
  const [t, ts] = await Promise.all([getTranslations('Auth'), getTranslations('Social')]);
  const { key, register } = SIGN[portal];
  const social = typeof query.social === 'string' ? query.social : null;
  return (
    <AuthCard
      title={t(`${key}.title`)}
      lead={t(`${key}.lead`)}
      footer={
        <>
          <a href={href('password-reset-request', { locale })}>{t('sign.forgot')}</a>
          <span>
            {t(`${key}.noAccount`)} <a href={href(register, { locale, query: { ref: safeRef(ref) } })}>{t(`${key}.register`)}</a>
          </span>
          {portal === 'user' ? (
            <span>
              {t.rich('sign.otherPortals', {
                host: (chunks) => <a href={href('sign-host', { locale })}>{chunks}</a>,
                legal: (chunks) => <a href={href('sign-legal', { locale })}>{chunks}</a>,
              })}
            </span>
          ) : null}
        </>
      }
    >
      {social === 'failed' || social === 'unavailable' ? (
        <p className={cardStyles.notice} role="alert">
          {ts(social)}
        </p>
      ) : null}
      {portal === 'user' ? (
        <SocialButtons providers={enabledProviders()} intent="login" locale={locale} refPath={safeRef(ref)} label={(name) => ts('continueWith', { provider: name })} />
      ) : null}
      <SignInFormIsland portal={portal} refPath={safeRef(ref) ?? undefined} email={first(query.email) ?? ''} />
    </AuthCard>
  );
}

const REGISTER = { user: { key: 'registerUser', sign: 'sign' }, host: { key: 'registerHost', sign: 'sign-host' }, legal: { key: 'registerLegal', sign: 'sign-legal' } } as const;

export async function RegisterPage({ props, kind }: { props: AuthPageProps; kind: 'user' | 'host' | 'legal' }) {
  const { locale } = await props.params;
  setRequestLocale(locale);
  const query = await props.searchParams;
  const ref = first(query.ref);
  // `reauth`: a signed-in person confirming who they are before a sensitive step (linking a login).
  if (first(query.reauth) !== '1') await leaveIfSignedIn(locale, ref);
  const [t, ts] = await Promise.all([getTranslations('Auth'), getTranslations('Social')]);
  const { key, sign } = REGISTER[kind];
  return (
    <AuthCard
      title={t(`${key}.title`)}
      lead={t(`${key}.lead`)}
      footer={
        <span>
          {t(`${key}.haveAccount`)} <a href={href(sign, { locale, query: { ref: safeRef(ref) } })}>{t(`${key}.signIn`)}</a>
        </span>
      }
    >
      {kind === 'user' ? (
        <SocialButtons providers={enabledProviders()} intent="login" locale={locale} refPath={safeRef(ref)} label={(name) => ts('continueWith', { provider: name })} />
      ) : null}
      <RegisterFormIsland kind={kind} email={first(query.email) ?? ''} refPath={safeRef(ref) ?? undefined} />
    </AuthCard>
  );
}
