'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldMessage } from '@/lib/errors/app-error';
import { zodResolver } from '@/lib/forms/zod-resolver';

type ApiFailure = { error: { code: string; message: string; fields?: Record<string, string> } };

/**
 * A form bound to one API call: validated with the call's zod schema (errors shown only after a
 * submit attempt, then kept current), sent as JSON with the page language, and — when the server
 * refuses — keeping everything typed while showing its field errors next to the fields and its
 * message above the button.
 */
export function useApiForm<S extends z.ZodType<FieldValues, FieldValues>, R>(options: {
  schema: S;
  endpoint: string;
  defaultValues: DefaultValues<z.input<S>>;
  locale: string;
  onSuccess: (data: R, values: z.output<S>) => void | Promise<void>;
}) {
  const tv = useTranslations('Validation');
  const te = useTranslations('Errors');
  const translate = (message: FieldMessage) =>
    (tv.has(message.key as never) ? tv(message.key as never, message.params as never) : tv('fallback')) as string;
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(options.schema, translate),
    defaultValues: options.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    let response: Response;
    try {
      response = await fetch(options.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...values, lang: options.locale }),
      });
    } catch {
      setFormError(te('unavailable'));
      return;
    }
    const body = (await response.json().catch(() => null)) as ({ data: R } & Partial<ApiFailure>) | null;
    if (response.ok && body && 'data' in body) {
      await options.onSuccess(body.data, values);
      return;
    }
    const failure = body?.error;
    const fields = Object.entries(failure?.fields ?? {});
    for (const [path, message] of fields) form.setError(path as Path<z.input<S>>, { type: 'server', message }, { shouldFocus: true });
    setFormError(fields.length && failure?.code === 'validation_failed' ? null : (failure?.message ?? te('internal')));
  });

  return { form, onSubmit, formError, submitting: form.formState.isSubmitting };
}
