import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CarWizard } from '@/components/cars/wizard/CarWizard';
import { isWizardStep } from '@/components/cars/wizard/wizard-steps';
import styles from '@/components/cars/wizard/wizard.module.css';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import type { TCarView } from '@/lib/cars/car-view';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { requireUser } from '@/lib/server/accounts/require-user';
import { mayManage } from '@/lib/server/cars/car-access';
import { loadCarReferences } from '@/lib/server/cars/car-references';
import { resolveCarSlug } from '@/lib/server/cars/car-slug';
import { getManagedCar } from '@/lib/server/cars/list-own-cars';
import { kyivToday } from '@/lib/time/iso-date';

type Props = { params: Promise<{ locale: Locale; carslug?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The car a slug names for this viewer: its owner's or any for an operator. The proxy has already
 * answered an unknown slug and another owner's car with the 404 page and an old slug with a 301
 * (lib/server/routing/resource-exists.ts); this is the same rule again, on the page itself.
 */
async function managedCar(slug: string | undefined, locale: Locale, step: string | undefined): Promise<{ car: TCarView; staff: boolean }> {
  const user = await requireUser(locale, 'car-edit-carslug');
  // `/car-edit` alone names no car: the owner's list is where cars are chosen.
  if (!slug) redirect(href('car-list', { locale }));
  const found = await resolveCarSlug(slug);
  if (!found) notFound();
  if ('redirectTo' in found) permanentRedirect(href('car-edit-carslug', { locale, params: { carslug: found.redirectTo }, query: { step } }));
  if (!mayManage(user, found.car) || found.car.deletedAt) notFound();
  return { car: await getManagedCar(user, found.car.id, locale), staff: found.car.ownerId !== user.id };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'CarWizard' });
  return { title: t('titleEditShort'), robots: { index: false } };
}

/**
 * Spec §2 /car-edit/{carslug}: the listing's steps as separate forms, each saved on its own (photos
 * and the calendar as they change). Only the owner, or an operator. On an approved car a change to
 * what moderation checked is confirmed first: it sends the car back to moderation.
 */
export default async function CarEditPage({ params, searchParams }: Props) {
  const { locale, carslug } = await params;
  setRequestLocale(locale);
  if ((carslug?.length ?? 0) > 1) notFound();
  const query = await searchParams;
  const wanted = Array.isArray(query.step) ? query.step[0] : query.step;
  const [t, { car, staff }] = await Promise.all([getTranslations('CarWizard'), managedCar(carslug?.[0], locale, wanted)]);
  const resumable = !staff && (car.status === 'draft' || car.status === 'rejected');

  // An approved car that is switched off is not in the catalog: say so, as the car list does.
  const state = car.status === 'approved' && !car.active ? 'off' : car.status;
  return (
    <main id="main" className={`container ${styles.page}`}>
      <header className={styles.pageHead}>
        <p className={styles.eyebrow}>{t('eyebrowEdit')}</p>
        <h1 className={styles.pageTitle}>{t('titleEdit', { title: car.title || t('untitled') })}</h1>
      </header>
      <div className={styles.statusBanner} role="note">
        <span className={styles.statusBadge} data-status={state}>
          {t(`carStatus.${state}`)}
        </span>
        <p>
          {car.status === 'rejected' ? t('rejectedReason', { reason: car.rejection_reason ?? '' }) : t(`carStatusText.${state}`)}
          {staff ? ` ${t('operatorNote')}` : ''}
        </p>
        {resumable ? (
          <a className={styles.ghostButton} href={href('addingcar', { locale, query: { car: car.id, step: 'review' } })}>
            {t('toSubmission')}
          </a>
        ) : null}
      </div>
      <ClientMessages locale={locale} namespaces={['Forms', 'Validation', 'Errors', 'CarWizard', 'CarCalendar']}>
        <CarWizard mode="edit" car={car} references={await loadCarReferences(locale)} initialStep={isWizardStep(wanted) ? wanted : undefined} canSubmit={false} today={kyivToday()} />
      </ClientMessages>
    </main>
  );
}
