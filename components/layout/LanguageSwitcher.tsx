import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import { type Locale, locales } from '@/lib/i18n/locales';
import { switchLocaleHref } from '@/lib/routes';
import styles from './header.module.css';

/**
 * "Укр" / "Eng" links to the same page in the other language, params and query kept (spec §2).
 * Server-rendered from the current URL, so it works without JavaScript.
 */
export async function LanguageSwitcher({ locale, currentUrl, className }: { locale: Locale; currentUrl: string; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'LanguageSwitcher' });
  return (
    <nav aria-label={t('label')} className={clsx(styles.languages, className)}>
      {locales.map((target) => {
        const href = switchLocaleHref(currentUrl, target);
        return target === locale ? (
          <span key={target} className={styles.languageCurrent} aria-current="true" lang={target} title={t(`${target}Full`)}>
            {t(target)}
          </span>
        ) : (
          <a key={target} href={href} hrefLang={target} lang={target} className={styles.languageLink} title={t(`${target}Full`)}>
            {t(target)}
          </a>
        );
      })}
    </nav>
  );
}
