'use client';

import { useTranslations } from 'next-intl';
import { type Ref, useId } from 'react';
import { fieldId } from './fields';
import { fieldLabel, type WizardT } from './labels';
import styles from './wizard.module.css';

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/** Moves focus to a field (or the first control inside its block, for dates, radio groups, the photos). */
export function focusField(path: string) {
  const element = document.getElementById(fieldId(path));
  if (!element) return;
  const target = element.matches(FOCUSABLE) ? element : (element.querySelector<HTMLElement>(FOCUSABLE) ?? element);
  target.focus();
  target.scrollIntoView?.({ block: 'center' });
}

/**
 * "Check N fields" above a step after a refused attempt: each message with its field's name, a link
 * that takes focus to the field. It takes focus itself, so the owner hears what is wrong at once.
 */
export function ErrorSummary({ items, ref }: { items: { path: string; message: string }[]; ref?: Ref<HTMLDivElement> }) {
  const t = useTranslations('CarWizard');
  const titleId = useId();
  return (
    <div ref={ref} className={styles.summary} tabIndex={-1} role="group" aria-labelledby={titleId} data-testid="error-summary">
      <h3 id={titleId} className={styles.summaryTitle}>
        {t('summary.title', { count: items.length })}
      </h3>
      <ul className={styles.summaryList}>
        {items.map(({ path, message }) => (
          <li key={path}>
            <a
              href={`#${fieldId(path)}`}
              onClick={(event) => {
                event.preventDefault();
                focusField(path);
              }}
            >
              {fieldLabel(path, t as unknown as WizardT)}: {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
