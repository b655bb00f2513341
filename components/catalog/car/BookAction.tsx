'use client';

import { useTranslations } from 'next-intl';
import { RoleSwitch } from '@/components/layout/signed-in-islands';
import type { BookState } from '@/lib/catalog/book-state';
import styles from './calculator.module.css';

export type BookProps = {
  state: BookState;
  /** Sign-in with `ref` back to this page and its dates (a visitor). */
  signInHref: string;
  /** The request form (`/booking?car=…`) with the chosen dates (a renter who can book). */
  bookHref: string;
  /** The car's instant booking: confirmed at once, the renter pays next. */
  instant?: boolean;
  /** The owner's edit page of the car, and a renter's licence check. */
  editHref: string;
  verifyHref: string;
  /** A host going back to renting accepts the user agreement first when they never did (spec §4). */
  switchAgreement: 'user' | null;
};

/**
 * What booking means for whoever looks (docs/decisions.md, "The car page's book button"): real
 * next steps for a visitor (sign in), a host (switch to renting), a company (cannot rent), the
 * owner (their own car) and a renter without a verified licence; a renter who can book goes on to
 * the request form with the dates chosen here (worded for a request and an instant booking alike:
 * the form says which it is).
 */
export function BookAction({ state, signInHref, bookHref, instant = false, editHref, verifyHref, switchAgreement }: BookProps) {
  const t = useTranslations('CarPage.book');
  switch (state) {
    case 'visitor':
      return (
        <div className={styles.book} data-book={state}>
          <a className={styles.primary} href={signInHref}>
            {t('signIn')}
          </a>
          <p className={styles.bookNote}>{t('signInNote')}</p>
        </div>
      );
    case 'host':
      return (
        <div className={styles.book} data-book={state}>
          <p className={styles.bookNote}>{t('host')}</p>
          <RoleSwitch label={t('switch')} agreement={switchAgreement} className={styles.primary} />
        </div>
      );
    case 'owner':
      return (
        <div className={styles.book} data-book={state}>
          <p className={styles.bookNote}>{t('owner')}</p>
          <a className={styles.secondary} href={editHref}>
            {t('edit')}
          </a>
        </div>
      );
    case 'unverified':
      return (
        <div className={styles.book} data-book={state}>
          <p className={styles.bookNote}>{t('unverified')}</p>
          <a className={styles.primary} href={verifyHref}>
            {t('verify')}
          </a>
        </div>
      );
    case 'renter':
      return (
        <div className={styles.book} data-book={state}>
          <a className={styles.primary} href={bookHref}>
            {instant ? t('bookInstant') : t('book')}
          </a>
          <p className={styles.bookNote}>{instant ? t('bookInstantNote') : t('bookNote')}</p>
        </div>
      );
    case 'company':
      return (
        <div className={styles.book} data-book={state}>
          <p className={styles.bookNote}>{t('company')}</p>
        </div>
      );
  }
}
