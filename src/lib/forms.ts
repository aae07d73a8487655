import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '@/api/client.ts';
import { formErrorMessage } from './error-message.ts';

type Options<S extends z.ZodType<FieldValues, FieldValues>> = {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  onSubmit: (values: z.output<S>) => Promise<void>;
};

/**
 * A react-hook-form form validated by a contract's zod schema (the same one the server checks). A 422 from the
 * server puts each message on its field and focuses the first; anything else (wrong credentials, rate limit,
 * conflict, network) becomes `formError`, shown above the fields. Nothing the user typed is lost.
 */
export function useApiForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  onSubmit,
}: Options<S>) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    // First judged on submit (no errors for a field merely tabbed through), then corrected live as they type.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const known = new Set(Object.keys(form.getValues()));
      const fieldErrors = isApiError(error) ? Object.entries(error.errors ?? {}) : [];
      const placed = fieldErrors.filter(([field]) => known.has(field));
      placed.forEach(([field, messages], index) => {
        form.setError(
          field as Path<z.input<S>>,
          { type: 'server', message: messages[0] },
          { shouldFocus: index === 0 },
        );
      });
      if (placed.length === 0) setFormError(formErrorMessage(t, error));
    }
  });

  return { form, formError, setFormError, submit, isSubmitting: form.formState.isSubmitting };
}
