'use client';

import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { Locale } from '@/lib/i18n/locales';
import { kyivToday } from '@/lib/time/iso-date';
import { BlockCalendar } from './BlockCalendar';
import { monthDays } from './day-states';
import { ScheduleEditor } from './ScheduleEditor';
import styles from './calendar.module.css';

/** The query key of a car's calendar for one month (every change invalidates the car's months). */
export const availabilityKey = (carId: number, month?: string) => (month ? ['car-availability', carId, month] : ['car-availability', carId]);

/**
 * A car's availability (docs/cars.md "Availability periods"): a month calendar to block and
 * unblock days, the weekly pick-up and drop-off hours and the minimum notice. Data comes through
 * TanStack Query, one month at a time; every change saves at once and refreshes the months shown.
 * Used by the listing wizard, the edit page and the owner's car list.
 */
export function AvailabilityEditor({ carId }: { carId: number }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={client}>
      <Editor carId={carId} />
    </QueryClientProvider>
  );
}

function Editor({ carId }: { carId: number }) {
  const t = useTranslations('CarCalendar');
  const locale = useLocale() as Locale;
  const errorMessage = useApiErrorMessage();
  const [today] = useState(() => kyivToday());
  const [month, setMonth] = useState(() => today.slice(0, 7));
  const query = useQuery({
    queryKey: availabilityKey(carId, month),
    queryFn: ({ signal }) => callApi(endpoints.carAvailabilityGet, { car_id: carId, ...toWindow(month), lang: locale }, { signal }),
    placeholderData: keepPreviousData,
  });

  return (
    <div className={styles.editor}>
      <section className={styles.panel} aria-labelledby={`calendar-${carId}`}>
        <h3 id={`calendar-${carId}`} className={styles.panelTitle}>
          {t('blocks.title')}
        </h3>
        <p className={styles.panelText}>{t('blocks.text')}</p>
        {query.isError && !query.data ? (
          <p className={styles.error} role="alert">
            {errorMessage(query.error)}
          </p>
        ) : (
          <BlockCalendar carId={carId} month={month} onMonth={setMonth} today={today} periods={query.data?.periods ?? []} loading={query.isFetching} />
        )}
      </section>
      <section className={styles.panel} aria-labelledby={`schedule-${carId}`}>
        <h3 id={`schedule-${carId}`} className={styles.panelTitle}>
          {t('schedule.title')}
        </h3>
        <p className={styles.panelText}>{t('schedule.text')}</p>
        {query.data ? <ScheduleEditor key={`${carId}`} carId={carId} schedule={query.data.schedule} minNotice={query.data.min_notice_hours} instantBooking={query.data.instant_booking} /> : <p className={styles.loading}>{t('loading')}</p>}
      </section>
    </div>
  );
}

const toWindow = (month: string) => {
  const { from, to } = monthDays(month);
  return { from_date: from, to_date: to };
};
