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
      // One message per refusal: when the server tied it to a field this form shows, it stands next
      // to that field (the code's general message, worded a little differently, would say the same
      // thing twice); a refusal about no field, or only about fields the form does not show (a
      // hidden `portal`, `user_id`), is said above the button.
      const shownAtField = fields.some(([path]) => isMounted(form.control._names.mount, path));
      setFormError(shownAtField ? null : errorMessage(error));
      return;
    }
    await options.onSuccess(data, values);
  });

  return { form, onSubmit, formError, submitting: form.formState.isSubmitting };
}

/**
 * Whether a field path has an input on screen: registered itself (`phone`, `languages.0.code`) or
 * the parent of registered inputs (`languages`). `mount` is react-hook-form's set of registered
 * names (inputs and controllers); default values alone do not put a field on screen.
 */
function isMounted(mount: ReadonlySet<string>, path: string): boolean {
  if (mount.has(path)) return true;
  for (const name of mount) if (name.startsWith(`${path}.`)) return true;
  return false;
}
