import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { VerifyFirstNotice } from '@/components/account/VerifyFirstNotice';
import { CarWizard } from '@/components/cars/wizard/CarWizard';
import { ResumeDrafts } from '@/components/cars/wizard/ResumeDrafts';
import { isWizardStep } from '@/components/cars/wizard/wizard-steps';
import styles from '@/components/cars/wizard/wizard.module.css';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import type { TCarView } from '@/lib/cars/car-view';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { requireUser } from '@/lib/server/accounts/require-user';
import { loadCarReferences } from '@/lib/server/cars/car-references';
import { getManagedCar, listOwnCars } from '@/lib/server/cars/list-own-cars';
import { getVerificationState } from '@/lib/server/verification/verification-state';
import { kyivToday } from '@/lib/time/iso-date';
import { blockingStep } from '@/lib/verification/steps';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'CarWizard' }))('titleNew'), robots: { index: false } };
}

/** The owner's own unfinished listing named by `?car=`, or a 404 (another owner's, deleted, unknown). */
async function ownListing(user: Awaited<ReturnType<typeof requireUser>>, value: string, locale: Locale): Promise<TCarView> {
  if (!/^\d{1,9}$/.test(value)) notFound();
  let car: TCarView;
  try {
    car = await getManagedCar(user, Number(value), locale);
  } catch {
    notFound();
  }
  // An operator edits an owner's car on its edit page, never in the owner's wizard.
  if (car.owner_id !== user.id) notFound();
  return car;
}

/**
 * Spec §2 /addingcar (hosts and companies): the listing wizard. `?car={id}` resumes an unfinished
 * listing (the wizard puts it in the address after the first save); without it, an owner with
 * drafts chooses to continue one or start anew (`?new=1`). A car already sent or listed opens on
 * its edit page. Drafts need no verification; the review tells an unverified owner what to do first.
 */
export default async function AddingCarPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, user, query] = await Promise.all([getTranslations('CarWizard'), requireUser(locale, 'addingcar'), searchParams]);
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const carParam = one(query.car);

  let car: TCarView | null = null;
  if (carParam !== undefined) {
    car = await ownListing(user, carParam, locale);
    if (car.status === 'pending' || car.status === 'approved') redirect(href('car-edit-carslug', { locale, params: { carslug: car.slug } }));
  }
  const [verification, drafts] = await Promise.all([getVerificationState(user), car || one(query.new) !== undefined ? [] : listOwnCars(user, locale)]);
  const step = blockingStep(verification);
  const notice = step ? <VerifyFirstNotice step={step} purpose="list" contacts={{ email: user.email, phone: user.phone }} locale={locale} /> : null;
  const unfinished = drafts.filter((entry) => entry.status === 'draft');
  const wanted = one(query.step);

  return (
    <main id="main" className={`container ${styles.page}`}>
      <header className={styles.pageHead}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 className={styles.pageTitle}>{car?.title ? t('titleDraft', { title: car.title }) : t('titleNew')}</h1>
        <p className={styles.pageLead}>{t('lead')}</p>
      </header>
      {notice ? <div className={styles.pageNotice}>{notice}</div> : null}
      {car?.status === 'rejected' ? (
        <div className={styles.statusBanner} role="note">
          <span className={styles.statusBadge} data-status="rejected">
            {t('carStatus.rejected')}
          </span>
          <p>{t('rejectedReason', { reason: car.rejection_reason ?? '' })}</p>
        </div>
      ) : null}
      {unfinished.length ? (
        <ResumeDrafts drafts={unfinished} locale={locale} />
      ) : (
        <ClientMessages locale={locale} namespaces={['Forms', 'Validation', 'Errors', 'CarWizard', 'CarCalendar']}>
          <CarWizard
            mode="create"
            car={car}
            references={await loadCarReferences(locale)}
            initialStep={isWizardStep(wanted) ? wanted : undefined}
            canSubmit={step === null}
            verifyNotice={notice}
            today={kyivToday()}
          />
        </ClientMessages>
      )}
    </main>
  );
}
