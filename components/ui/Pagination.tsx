import clsx from 'clsx';
import { lastPage, paginationWindow } from '@/lib/pagination/window';
import styles from './pagination.module.css';

export type PaginationLabels = { nav: string; previous: string; next: string; page: (page: number) => string; current: (page: number) => string };

/** The `Pagination` namespace's words, from `useTranslations('Pagination')` or `getTranslations('Pagination')`. */
export function paginationLabels(tp: (key: 'label' | 'previous' | 'next' | 'page' | 'current', values?: { page: number }) => string): PaginationLabels {
  return { nav: tp('label'), previous: tp('previous'), next: tp('next'), page: (page) => tp('page', { page }), current: (page) => tp('current', { page }) };
}

type Props = {
  /** Spec §3 pagination fields. */
  total: number;
  perPage: number;
  currentPage: number;
  hrefFor: (page: number) => string;
  labels: PaginationLabels;
};

/** Page links with the spec §9 window (lib/pagination/window.ts); plain links, so it works without JS. */
export function Pagination({ total, perPage, currentPage, hrefFor, labels }: Props) {
  const last = lastPage(total, perPage);
  if (last <= 1) return null;
  const current = Math.min(Math.max(1, currentPage), last);
  return (
    <nav className={styles.nav} aria-label={labels.nav}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            <a className={styles.step} href={hrefFor(current - 1)} rel="prev" aria-label={labels.previous}>
              ‹
            </a>
          ) : (
            <span className={clsx(styles.step, styles.disabled)} aria-hidden="true">
              ‹
            </span>
          )}
        </li>
        {paginationWindow(current, last).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.key}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.current ? (
                <span className={clsx(styles.page, styles.current)} aria-current="page" aria-label={labels.current(item.page)}>
                  {item.page}
                </span>
              ) : (
                <a className={styles.page} href={hrefFor(item.page)} aria-label={labels.page(item.page)}>
                  {item.page}
                </a>
              )}
            </li>
          ),
        )}
        <li>
          {current < last ? (
            <a className={styles.step} href={hrefFor(current + 1)} rel="next" aria-label={labels.next}>
              ›
            </a>
          ) : (
            <span className={clsx(styles.step, styles.disabled)} aria-hidden="true">
              ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
