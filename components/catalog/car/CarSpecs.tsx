import { useTranslations } from 'next-intl';
import type { TCarPage } from '@/lib/catalog/car-contracts';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import styles from './car-page.module.css';
import { FactList } from './FactList';

/** The car's facts (gearbox and fuel named by the site dictionary in the page's language); what the owner left out is left out. */
export function CarSpecs({ car, locale }: { car: TCarPage; locale: Locale }) {
  const t = useTranslations('CarPage.specs');
  const { specs } = car;
  const electric = specs.fuel_type?.key === 'electric';
  const one = (value: number) => formatNumber(value, { decimals: 1, locale });
  const rows: [string, string][] = [[t('year'), String(car.year)]];
  if (specs.gearbox) rows.push([t('gearbox'), specs.gearbox.name]);
  if (specs.fuel_type) rows.push([t('fuel'), specs.fuel_type.name]);
  if (specs.engine_capacity) rows.push([t('engine'), t('engineValue', { value: one(specs.engine_capacity) })]);
  if (specs.fuel_consumption) rows.push([t('consumption'), t(electric ? 'consumptionElectric' : 'consumptionValue', { value: one(specs.fuel_consumption) })]);
  if (specs.seats) rows.push([t('seats'), t('seatsValue', { count: specs.seats })]);
  if (specs.doors) rows.push([t('doors'), String(specs.doors)]);
  if (specs.color) rows.push([t('color'), specs.color]);
  return (
    <section className={styles.section} aria-labelledby="car-specs">
      <h2 id="car-specs" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <FactList rows={rows} className={styles.specs} />
    </section>
  );
}
