import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { VerifyFirstNotice } from '@/components/account/VerifyFirstNotice';
import { CarListEmpty } from '@/components/cars/CarListEmpty';
import { CarListFilter } from '@/components/cars/CarListFilter';
import { CarListItem } from '@/components/cars/CarListItem';
import { CarListLive } from '@/components/cars/CarListLive';
import styles from '@/components/cars/car-list.module.css';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ROLE } from '@/lib/auth/viewer';
import { carListState, countByState, isCarListState } from '@/lib/cars/car-list-state';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { requireUser } from '@/lib/server/accounts/require-user';
import { listOwnCars } from '@/lib/server/cars/list-own-cars';
import { getVerificationState } from '@/lib/server/verification/verification-state';
import { blockingStep } from '@/lib/verification/steps';

type Props = { params: Promise<{ locale: Locale }>; searchParams?: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'CarList' }))('title'), robots: { index: false } };
}

/**
 * Spec §2 car-list (hosts and companies; the proxy turns others away): the owner's cars — a
 * company's whole fleet — rendered on the server, each with its actions as a small island. An
 * owner who is not verified yet is told what is missing and that drafts can be prepared meanwhile.
 * `?status=` narrows the list to one state (links, so it works without JavaScript).
 */
export default async function CarListPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, user, query = {}] = await Promise.all([getTranslations('CarList'), requireUser(locale, 'car-list'), searchParams]);
  const [verification, cars] = await Promise.all([getVerificationState(user), listOwnCars(user, locale)]);
  const step = blockingStep(verification);
  const canList = step === null;
  const counts = countByState(cars);
  const filter = isCarListState(query.status) ? query.status : null;
  const shown = filter ? cars.filter((car) => carListState(car) === filter) : cars;
  const company = user.role === ROLE.legal;

  return (
    <main id="main" className={`container ${styles.main}`}>
      <div className={styles.head}>
        <div className={styles.headText}>
          <h1 className={styles.pageTitle}>{t('title')}</h1>
          {cars.length ? <p className={styles.lead}>{t(company ? 'summaryCompany' : 'summary', { count: cars.length, active: counts.active })}</p> : null}
        </div>
        {cars.length ? (
          <a href={href('addingcar', { locale })} className={`${styles.button} ${styles.primary}`}>
            <span aria-hidden="true" className={styles.plus}>
              +
            </span>
            {t('add')}
          </a>
        ) : null}
      </div>

      {step ? (
        <div className={styles.notice}>
          <VerifyFirstNotice step={step} purpose="list" contacts={{ email: user.email, phone: user.phone }} locale={locale} />
          <p className={styles.noticeNote}>{t('unverifiedNote')}</p>
        </div>
      ) : null}

      <ClientMessages locale={locale} namespaces={['CarList', 'Errors']}>
        {/* Around the empty state too: deleting the last car still says so when the list refreshes. */}
        <CarListLive>
          {cars.length === 0 ? (
            <CarListEmpty locale={locale} />
          ) : (
            <>
              <CarListFilter counts={counts} total={cars.length} current={filter} locale={locale} />
              {shown.length ? (
                <ul className={styles.list} aria-label={t('listLabel')}>
                  {shown.map((car, index) => (
                    <li key={car.id}>
                      <CarListItem car={car} locale={locale} canList={canList} first={index === 0} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.filterEmpty}>
                  {t('filterEmpty')} <a href={href('car-list', { locale })}>{t('showAll')}</a>
                </p>
              )}
            </>
          )}
        </CarListLive>
      </ClientMessages>
    </main>
  );
}
