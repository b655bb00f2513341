import { useTranslations } from 'next-intl';
import { CarListLive } from '@/components/cars/CarListLive';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { Pagination, paginationLabels } from '@/components/ui/Pagination';
import type { TBookingSummary } from '@/lib/bookings/contracts';
import type { Locale } from '@/lib/i18n/locales';
import { href, type ScreenName } from '@/lib/routes';
import { BookingCard } from './BookingCard';
import type { BookingTabsData } from './booking-props';
import styles from './bookings.module.css';

type Props<T extends string> = {
  screen: Extract<ScreenName, 'mytrips' | 'myactivity'>;
  locale: Locale;
  data: BookingTabsData<T>;
  /** The tabs in the order shown. */
  order: readonly T[];
  /** Each car's bookings under its own heading (a company's fleet). */
  byCar?: boolean;
  reasonLimits?: { min: number; max: number };
};

/** The page's bookings under each car, in the order the list gave them (the first booking of a car places it). */
function groupByCar(bookings: TBookingSummary[]): { car: TBookingSummary['car']; bookings: TBookingSummary[] }[] {
  const groups = new Map<number, { car: TBookingSummary['car']; bookings: TBookingSummary[] }>();
  for (const booking of bookings) {
    const group = groups.get(booking.car.id) ?? { car: booking.car, bookings: [] };
    group.bookings.push(booking);
    groups.set(booking.car.id, group);
  }
  return [...groups.values()];
}

/**
 * A list screen's tabs (links with their counts, so they work without JavaScript), the chosen
 * tab's bookings as cards — grouped per car for a company — and its pages.
 */
export function BookingListBody<T extends string>({ screen, locale, data, order, byCar = false, reasonLimits }: Props<T>) {
  const t = useTranslations('BookingList');
  const tp = useTranslations('Pagination');
  const { tab, counts, bookings, pagination } = data;
  const list = (items: TBookingSummary[], offset = 0, level: 3 | 4 = 3) => (
    <ul className={styles.list}>
      {items.map((booking, index) => (
        <li key={booking.id}>
          <BookingCard booking={booking} locale={locale} reasonLimits={reasonLimits} first={offset + index === 0} level={level} />
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <nav className={styles.tabs} aria-label={t(`${screen}.tabsLabel`)}>
        <ul>
          {order.map((name) => (
            <li key={name}>
              <a href={href(screen, { locale, query: { tab: name } })} aria-current={name === tab ? 'page' : undefined} className={styles.tab}>
                {t(`${screen}.tabs.${name}` as never)} <span className={styles.tabCount}>{counts[name]}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="booking-tab">
        <h2 id="booking-tab" className="visually-hidden">
          {t(`${screen}.tabs.${tab}` as never)}
        </h2>
        {bookings.length === 0 ? (
          <p className={styles.emptyTab}>{t(`${screen}.empty.${tab}` as never)}</p>
        ) : (
          <ClientMessages locale={locale} namespaces={['BookingList', 'Booking', 'Errors']}>
            <CarListLive>
              {byCar
                ? groupByCar(bookings).map((group, index) => (
                    <section key={group.car.id} className={styles.carGroup} aria-labelledby={`car-group-${group.car.id}`}>
                      <h3 id={`car-group-${group.car.id}`} className={styles.carGroupTitle}>
                        {group.car.title}
                      </h3>
                      {list(group.bookings, index, 4)}
                    </section>
                  ))
                : list(bookings)}
            </CarListLive>
          </ClientMessages>
        )}
        <Pagination
          total={pagination.total}
          perPage={pagination.per_page}
          currentPage={pagination.current_page}
          hrefFor={(page) => href(screen, { locale, query: { tab, page: page > 1 ? page : undefined } })}
          labels={paginationLabels(tp)}
        />
      </section>
    </>
  );
}
