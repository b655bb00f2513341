import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import { headerLinkLabel, isInvertedLayout, isInvertedLogo, type Viewer } from '@/lib/auth/viewer';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import type { TMenuItem } from '@/lib/site/schemas';
import { EARN_LANDING_SLUG } from '@/lib/site/landing';
import { accountMenuLinks } from './account-menu-links';
import { BackButton } from './BackButton';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { MobileMenu } from './MobileMenu';
import { RoleSwitch, UserMenu } from './signed-in-islands';
import styles from './header.module.css';

type Props = { locale: Locale; viewer: Viewer | null; mainMenu: TMenuItem[]; mobileMenu: TMenuItem[]; currentUrl: string; productName: string };

/** Spec §2 header: logo, back, main menu, language switcher, visitor links or the account menu, burger. */
export async function Header({ locale, viewer, mainMenu, mobileMenu, currentUrl, productName }: Props) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const tc = await getTranslations({ locale, namespace: 'Common' });
  const label = headerLinkLabel(viewer);
  // Renter ⇄ host; a host going back to renting needs the user agreement when is_user is 0.
  const roleSwitch =
    viewer && (label === 'userAccount' || label === 'hostAccount')
      ? { label: t(label, { product: productName }), agreement: label === 'userAccount' && !viewer.isUser ? ('user' as const) : null }
      : null;
  const home = href('index', { locale });
  const visitorLinks = viewer
    ? []
    : [
        { href: href('sign', { locale }), label: t('signIn') },
        { href: href('register-user', { locale }), label: t('register') },
      ];
  return (
    <header className={clsx(styles.header, isInvertedLayout(viewer) && styles.inverted)} data-inverted={isInvertedLayout(viewer) || undefined}>
      <div className={clsx('container', styles.bar)}>
        <div className={styles.start}>
          <BackButton label={tc('back')} homeHref={home} />
          <a href={home} className={styles.logoLink} aria-label={tc('logoAlt')}>
            <Logo inverted={isInvertedLogo(viewer) || isInvertedLayout(viewer)} />
          </a>
        </div>
        <MainNav items={mainMenu} label={t('mainNav')} />
        <div className={styles.end}>
          {label === 'earnWith' ? (
            <a
              href={href('slug', { locale, params: { slug: EARN_LANDING_SLUG } })}
              className={clsx(styles.roleLink, !viewer && styles.visitorEarn)}
              data-testid="header-role-link"
            >
              {t(label, { product: productName })}
            </a>
          ) : roleSwitch ? (
            <RoleSwitch label={roleSwitch.label} agreement={roleSwitch.agreement} className={styles.roleLink} />
          ) : null}
          <LanguageSwitcher locale={locale} currentUrl={currentUrl} />
          {viewer ? (
            <UserMenu
              fullName={viewer.fullName}
              rating={viewer.rating}
              avatarUrl={viewer.avatarUrl}
              links={accountMenuLinks(viewer, locale, (screen) => t(`links.${screen}`))}
            />
          ) : (
            <div className={styles.auth}>
              {visitorLinks.map((link, index) => (
                <a key={link.href} href={link.href} className={index === 0 ? styles.signIn : styles.register}>
                  {link.label}
                </a>
              ))}
            </div>
          )}
          <MobileMenu items={mobileMenu} labels={{ open: t('openMenu'), close: t('closeMenu'), nav: t('mainNav') }} extraLinks={visitorLinks} roleSwitch={roleSwitch} />
        </div>
      </div>
    </header>
  );
}
