'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { CAR_LIMITS } from '@/lib/cars/car-fields';
import { DEPOSIT_CURRENCIES } from '@/lib/cars/dictionary';
import { CheckInput, Section, SelectInput, TextAreaInput, TextInput } from '../fields';
import type { CarFormValues } from '../form-values';
import styles from '../wizard.module.css';
import { DiscountRows } from './DiscountRows';

/** Step 5, prices and terms: what a rental costs, for how long, delivery, discounts, deposit, the description. */
export function PricingStep() {
  const t = useTranslations('CarWizard');
  const { control } = useFormContext<CarFormValues>();
  const [offered, free] = useWatch({ control, name: ['delivery.offered', 'delivery.free'] });
  const money = { inputMode: 'numeric' as const, autoComplete: 'off' };

  return (
    <>
      <Section legend={t('sections.prices')} description={t('sections.pricesText')}>
        <div className={styles.grid3}>
          <TextInput name="price_per_day" label={t('fields.price_per_day')} {...money} />
          <TextInput name="price_per_hour" label={t('fields.price_per_hour')} hint={t('hints.optional')} {...money} />
          <TextInput name="price_per_month" label={t('fields.price_per_month')} hint={t('hints.priceMonth')} {...money} />
        </div>
      </Section>
      <Section legend={t('sections.terms')}>
        <div className={styles.grid}>
          <TextInput name="min_term_days" label={t('fields.min_term_days')} inputMode="numeric" autoComplete="off" />
          <TextInput name="max_term_days" label={t('fields.max_term_days')} inputMode="numeric" autoComplete="off" />
        </div>
        <CheckInput name="is_daily_price" label={t('fields.is_daily_price')} hint={t('hints.dailyPrice')} />
      </Section>
      <Section legend={t('sections.mileage')}>
        <div className={styles.grid}>
          <TextInput name="free_mileage_per_day" label={t('fields.free_mileage_per_day')} hint={t('hints.freeMileage')} inputMode="numeric" autoComplete="off" />
          <TextInput name="price_per_km" label={t('fields.price_per_km')} hint={t('hints.pricePerKm')} {...money} />
        </div>
      </Section>
      <Section legend={t('sections.discounts')} description={t('sections.discountsText')}>
        <DiscountRows />
      </Section>
      <Section legend={t('sections.delivery')}>
        <CheckInput name="delivery.offered" label={t('fields.delivery_offered')} hint={t('hints.delivery')} />
        {offered ? <CheckInput name="delivery.free" label={t('fields.delivery_free')} /> : null}
        {offered && !free ? (
          <div className={styles.grid}>
            <TextInput name="delivery.price" label={t('fields.delivery_price')} {...money} />
          </div>
        ) : null}
      </Section>
      <Section legend={t('sections.deposit')} description={t('sections.depositText')}>
        <div className={styles.grid}>
          <TextInput name="deposit.amount" label={t('fields.deposit_amount')} {...money} />
          <SelectInput name="deposit.currency" label={t('fields.deposit_currency')} placeholder={t('choose')} options={DEPOSIT_CURRENCIES.map((code) => ({ value: code, label: t(`currency.${code}`) }))} />
        </div>
      </Section>
      <Section legend={t('sections.description')} description={t('sections.descriptionText')}>
        <TextAreaInput name="comment_uk" label={t('fields.comment_uk')} maxLength={CAR_LIMITS.textArea} lang="uk" />
        <TextAreaInput name="comment_en" label={t('fields.comment_en')} maxLength={CAR_LIMITS.textArea} lang="en" />
      </Section>
    </>
  );
}
