import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmptyScreen } from '@/components/account/EmptyScreen';
import styles from '@/components/account/account.module.css';
import { LEGAL_VERIFICATION } from '@/lib/auth/viewer';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { requireUser } from '@/lib/server/accounts/require-user';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'Empty' }))('carList.title'), robots: { index: false } };
}

/**
 * Spec §2 car-list (hosts and companies; the proxy turns others away). Cars arrive with roadmap
 * step 2; until then the list is empty, and unverified owners are told what adding one needs.
 */
export default async function CarListPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, user] = await Promise.all([getTranslations('Empty'), requireUser(locale, 'car-list')]);
  return (
    <EmptyScreen title={t('carList.title')} text={t('carList.text')}>
      {user.legalVerification === LEGAL_VERIFICATION.verified ? null : (
        <>
          <p className={styles.notice}>{t('carList.verify')}</p>
          <p style={{ marginTop: 12 }}>
            <a href={href('user-verification', { locale })} className={`${styles.button} ${styles.primary}`}>
              {t('carList.verifyCta')}
            </a>
          </p>
        </>
      )}
    </EmptyScreen>
  );
}
