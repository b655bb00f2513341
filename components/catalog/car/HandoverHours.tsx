import { useTranslations } from 'next-intl';
import { WEEKDAYS, type TWeeklySchedule } from '@/lib/cars/schedule';
import styles from './car-page.module.css';

/** When the car is handed over and taken back, Monday to Sunday (Kyiv time), and the notice the owner needs. */
export function HandoverHours({ schedule, noticeHours, weekdays }: { schedule: TWeeklySchedule; noticeHours: number; weekdays: string[] }) {
  const t = useTranslations('CarPage.hours');
  return (
    <section className={styles.section} aria-labelledby="car-hours">
      <h2 id="car-hours" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <dl className={styles.hours}>
        {WEEKDAYS.map((day, index) => {
          const hours = schedule[day];
          return (
            <div key={day} className={hours ? undefined : styles.closed}>
              <dt>{weekdays[index]}</dt>
              <dd>{!hours ? t('closed') : hours.from === '00:00' && hours.to === '24:00' ? t('allDay') : `${hours.from}–${hours.to}`}</dd>
            </div>
          );
        })}
      </dl>
      <p className={styles.note}>{noticeHours > 0 ? t('notice', { hours: noticeHours }) : t('noNotice')}</p>
    </section>
  );
}
