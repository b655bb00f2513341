import { useTranslations } from 'next-intl';
import { CAR_LIST_STATES, type CarListState } from '@/lib/cars/car-list-state';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import styles from './car-list.module.css';

/**
 * The list narrowed to one state, as links (`?status=off`), each with its count: only the states
 * some car is in, and only when there is more than one of them (a fleet, not a single car).
 */
export function CarListFilter({ counts, total, current, locale }: { counts: Record<CarListState, number>; total: number; current: CarListState | null; locale: Locale }) {
  const t = useTranslations('CarList.filter');
  const present = CAR_LIST_STATES.filter((state) => counts[state] > 0);
  if (present.length < 2 && current === null) return null;
  const options: { state: CarListState | null; count: number }[] = [{ state: null, count: total }, ...present.map((state) => ({ state, count: counts[state] }))];
  if (current && !present.includes(current)) options.push({ state: current, count: 0 });
  return (
    <nav className={styles.filter} aria-label={t('label')}>
      <ul>
        {options.map(({ state, count }) => (
          <li key={state ?? 'all'}>
            <a href={href('car-list', { locale, query: { status: state ?? undefined } })} aria-current={state === current ? 'page' : undefined}>
              {t(state ?? 'all')} <span className={styles.filterCount}>{count}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
