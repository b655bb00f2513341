import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { SocialButtons } from '@/components/auth/SocialButtons';
import type { Locale } from '@/lib/i18n/locales';
import styles from './account.module.css';

type Provider = 'google' | 'facebook';

/**
 * Settings' "Linked accounts": one row per sign-in provider this site has configured (connected or
 * not, with a link to connect). With none configured there is nothing to link, so no section at
 * all — a visitor has no use for a note about the site's configuration.
 */
export function LinkedAccounts({ providers, linked, locale }: { providers: readonly Provider[]; linked: Record<Provider, boolean>; locale: Locale }) {
  const t = useTranslations('Settings');
  const ts = useTranslations('Social');
  if (!providers.length) return null;
  const connectable = providers.filter((provider) => !linked[provider]);
  return (
    <section className={styles.card} aria-labelledby="linked">
      <h2 id="linked">{t('linked')}</h2>
      <dl className={styles.facts}>
        {providers.map((provider) => (
          <Fragment key={provider}>
            <dt>{t(provider)}</dt>
            <dd>{linked[provider] ? t('linkedYes') : t('linkedNo')}</dd>
          </Fragment>
        ))}
      </dl>
      {connectable.length ? (
        <div style={{ marginTop: 16 }}>
          <SocialButtons providers={connectable} intent="bind" locale={locale} label={(name) => ts('connect', { provider: name })} />
        </div>
      ) : null}
    </section>
  );
}
