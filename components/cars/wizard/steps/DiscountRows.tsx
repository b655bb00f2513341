'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { DISCOUNT_DAYS, MAX_DISCOUNTS } from '@/lib/cars/discounts';
import { fieldId, TextInput, useFieldError } from '../fields';
import type { CarFormValues } from '../form-values';
import styles from '../wizard.module.css';

/**
 * The long-rental discounts: rows of "from … to … days, … ₴ off per day", added and removed
 * freely (at most 14, as many as fit into 1–29 days without overlapping). A removed row hands
 * focus to the row that took its place, or to "Add a range".
 */
export function DiscountRows() {
  const t = useTranslations('CarWizard');
  const { control } = useFormContext<CarFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'discounts' });
  const listError = useFieldError('discounts');
  const addButton = useRef<HTMLButtonElement>(null);
  const id = fieldId('discounts');

  const add = () => {
    const last = fields.at(-1);
    const from = last && /^\d+$/.test(last.to_days) ? Math.min(Number(last.to_days) + 1, DISCOUNT_DAYS.max) : '';
    append({ from_days: String(from), to_days: '', amount: '' }, { focusName: `discounts.${fields.length}.${from === '' ? 'from_days' : 'to_days'}` });
  };

  // After a removal, once the rows are re-rendered: the row that took its place, the one before, or "Add a range".
  const refocus = useRef<number | null>(null);
  useEffect(() => {
    if (refocus.current === null) return;
    const index = Math.min(refocus.current, fields.length - 1);
    refocus.current = null;
    (document.getElementById(fieldId(`discounts.${index}.from_days`)) ?? addButton.current)?.focus();
  }, [fields]);

  const drop = (index: number) => {
    refocus.current = index;
    remove(index);
  };

  return (
    <div id={id} className={styles.discounts} tabIndex={-1} aria-describedby={listError ? `${id}-error` : undefined}>
      {fields.length ? (
        <ol className={styles.discountList}>
          {fields.map((row, index) => (
            <li key={row.id} className={styles.discountRow}>
              <span className={styles.discountTitle} aria-hidden="true">
                {t('discounts.row', { row: index + 1 })}
              </span>
              {(['from_days', 'to_days', 'amount'] as const).map((part) => (
                <TextInput
                  key={part}
                  name={`discounts.${index}.${part}`}
                  // Each row's inputs are told apart by their row: "Range 2: from (day)".
                  label={
                    <>
                      <span className="visually-hidden">{t('discounts.row', { row: index + 1 })}:</span> {t(`fields.discount_${part}`)}
                    </>
                  }
                  inputMode="numeric"
                  autoComplete="off"
                  className={part === 'amount' ? styles.discountAmount : styles.discountDays}
                />
              ))}
              <button type="button" className={styles.removeButton} onClick={() => drop(index)}>
                <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
                <span className="visually-hidden">{t('discounts.remove', { row: index + 1 })}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.hint}>{t('discounts.none')}</p>
      )}
      {listError ? (
        <p id={`${id}-error`} className={styles.error}>
          {listError}
        </p>
      ) : null}
      {fields.length < MAX_DISCOUNTS ? (
        <button ref={addButton} type="button" className={styles.addButton} onClick={add}>
          <span aria-hidden="true">+</span> {t('discounts.add')}
        </button>
      ) : null}
    </div>
  );
}
