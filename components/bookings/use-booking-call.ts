'use client';

import { useState } from 'react';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import { ApiError } from '@/lib/api/client';

export type BookingCall = {
  busy: boolean;
  /** The refusal's words when no field shown took them. */
  error: string | null;
  /** The server's messages by field (`reason`, `mileage`, `start`…). */
  fields: Record<string, string>;
  /**
   * Runs one call: on success `then` gets its answer; on a refusal the message goes to the fields
   * named in `shown` that it concerns, or else above the buttons (never both: one message per refusal).
   */
  run: <T>(call: () => Promise<T>, then: (answer: T) => void, shown?: readonly string[]) => Promise<void>;
  reset: () => void;
};

/** The state of one booking step's call: busy, the refusal, and field errors from the server. */
export function useBookingCall(): BookingCall {
  const errorMessage = useApiErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  async function run<T>(call: () => Promise<T>, then: (answer: T) => void, shown: readonly string[] = []) {
    setBusy(true);
    setError(null);
    setFields({});
    let answer: T;
    try {
      answer = await call();
    } catch (failure) {
      const byField = failure instanceof ApiError ? failure.fields : {};
      const atField = Object.fromEntries(Object.entries(byField).filter(([name]) => shown.includes(name)));
      setFields(atField);
      setError(Object.keys(atField).length ? null : errorMessage(failure));
      setBusy(false);
      return;
    }
    setBusy(false);
    then(answer);
  }

  return {
    busy,
    error,
    fields,
    run,
    reset: () => {
      setError(null);
      setFields({});
    },
  };
}
