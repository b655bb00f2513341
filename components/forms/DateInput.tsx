'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { dateFieldWords } from '@/lib/format/date-field-words';
import { DateField, type DateInputProps } from './DateField';

export type { DateInputProps } from './DateField';

/** The date field (DateField) with its words from next-intl (`Forms.date`). */
export function DateInput(props: DateInputProps) {
  const t = useTranslations('Forms.date');
  const locale = useLocale() as Locale;
  const words = dateFieldWords((key, values) => t(key, values), { label: props.label, min: props.min, max: props.max, locale });
  return <DateField {...props} locale={locale} words={words} />;
}
