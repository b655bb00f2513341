'use client';

import { useEffect, useRef } from 'react';
import formStyles from '@/components/forms/forms.module.css';

type Props = { action: string; fields: Record<string, string>; submitLabel: string };

/**
 * An acquirer's payment form (WayForPay's Purchase), posted by the browser to the acquirer's page
 * as soon as it is shown. Hidden fields carry exactly the signed values, names as the acquirer
 * wants them (`productName[]`); without JavaScript the visible button sends the same form.
 */
export function AutoSubmitForm({ action, fields, submitLabel }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    // Once: a second submit while the browser is leaving would post the order twice.
    if (sent.current) return;
    sent.current = true;
    form.current?.submit();
  }, []);
  return (
    <form ref={form} method="post" action={action} acceptCharset="utf-8" className={formStyles.actions}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={formStyles.submit}>
        {submitLabel}
      </button>
    </form>
  );
}
