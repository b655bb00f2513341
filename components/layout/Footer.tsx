import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { href, switchLocaleHref } from '@/lib/routes';
import type { TSiteSettings } from '@/lib/site/schemas';
import { AppBadge } from './AppBadge';
import { FooterColumns } from './FooterColumns';
import { Logo } from './Logo';
import { SocialIcon } from './SocialIcon';
import styles from './footer.module.css';

type Props = { locale: Locale; inverted: boolean; settings: TSiteSettings['settings']; columns: TSiteSettings['footerMenu']; currentUrl: string };

/** Spec §2 footer: logo, socials, the other language, menu columns (id 10), app badges, copyright. */
export async function Footer({ locale, inverted, settings, columns, currentUrl }: Props) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const tc = await getTranslations({ locale, namespace: 'Common' });
  const other: Locale = locale === 'uk' ? 'en' : 'uk';
  const otherHref = switchLocaleHref(currentUrl, other);
  const socials = (['facebook', 'instagram', 'telegram'] as const).filter((name) => settings.socials[name]);
  return (
    <footer className={clsx(styles.footer, inverted && styles.inverted)} data-inverted={inverted || undefined}>
      <div className={clsx('container', styles.grid)}>
        <div className={styles.brand}>
          <a href={href('index', { locale })} aria-label={tc('logoAlt')} className={styles.logoLink}>
            <Logo inverted />
          </a>
          {socials.length ? (
            <ul className={styles.socials} aria-label={t('social')}>
              {socials.map((name) => (
                <li key={name}>
                  <a href={settings.socials[name]} className={styles.social} rel="noopener noreferrer" target="_blank" aria-label={name[0]!.toUpperCase() + name.slice(1)}>
                    <SocialIcon name={name} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <a href={otherHref} hrefLang={other} lang={other} className={styles.otherLanguage}>
            {t('otherLanguage')}
          </a>
        </div>
        <FooterColumns columns={columns} label={t('footerNav')} />
        <div className={styles.apps}>
          <h2 className={styles.columnHeading}>{t('apps')}</h2>
          <div className={styles.badges}>
            {settings.app_links.app_store ? <AppBadge store="app-store" href={settings.app_links.app_store} locale={locale} /> : null}
            {settings.app_links.google_play ? <AppBadge store="google-play" href={settings.app_links.google_play} locale={locale} /> : null}
          </div>
        </div>
      </div>
      <div className={clsx('container', styles.bottom)}>
        <p>{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
