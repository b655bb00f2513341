'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, callApi, type ContractBody, type ContractData, type Endpoint, type JsonContract } from '@/lib/api/client';
import type { FieldMessage } from '@/lib/errors/app-error';
import { type SchemaSource, zodResolver } from '@/lib/forms/zod-resolver';
import { useApiErrorMessage } from './use-api-error';

/**
 * A form bound to one API endpoint (lib/api/endpoints): validated with the call's zod schema (errors shown only after a
 * submit attempt, then kept current), sent as JSON with the page language, and — when the server
 * refuses — keeping everything typed while showing its field errors next to the fields and its
 * message above the button.
 */
export function useApiForm<E extends Endpoint<JsonContract>, S extends z.ZodType<FieldValues, FieldValues>>(options: {
  endpoint: E;
  /** The schema, or a loader of it: a form on a public page loads zod on the visitor's first touch. */
  schema: SchemaSource<S>;
  defaultValues: DefaultValues<z.input<S>>;
  locale: string;
  onSuccess: (data: ContractData<E>, values: z.output<S>) => void | Promise<void>;
}) {
  const tv = useTranslations('Validation');
  const errorMessage = useApiErrorMessage();
  const translate = (message: FieldMessage) =>
    (tv.has(message.key as never) ? tv(message.key as never, message.params as never) : tv('fallback')) as string;
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(options.schema, translate),
    defaultValues: options.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [formError, setFormError] = useState<string | null>(null);
  // A loaded schema is fetched at the first pointer or key press on the page, ahead of any submit.
  const { schema } = options;
  useEffect(() => {
    if (typeof schema !== 'function') return;
    const load = () => void schema().catch(() => {});
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    for (const event of events) window.addEventListener(event, load, { once: true, capture: true, passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, load, { capture: true });
    };
  }, [schema]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    let data: ContractData<E>;
    try {
      data = await callApi(options.endpoint, { ...values, lang: options.locale } as ContractBody<E>);
    } catch (error) {
      const fields = Object.entries(error instanceof ApiError ? error.fields : {});
      for (const [path, message] of fields) form.setError(path as Path<z.input<S>>, { type: 'server', message }, { shouldFocus: true });
      // The message is shown once: next to its field when the server named one, above the button otherwise.
      const ownFields = fields.filter(([path]) => path.split('.')[0]! in (options.defaultValues as object));
      const shownAtField = error instanceof ApiError && (error.code === 'validation_failed' || ownFields.some(([, message]) => message === error.message));
      setFormError(ownFields.length && shownAtField ? null : errorMessage(error));
      return;
    }
    await options.onSuccess(data, values);
  });

  return { form, onSubmit, formError, submitting: form.formState.isSubmitting };
}
