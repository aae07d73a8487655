import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZForgotPasswordBody } from '@contracts/auth.ts';
import { forgotPassword } from '@/api/routes.generated.ts';
import { callEndpoint } from '@/api/endpoints.ts';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { Form } from '@/design-system/Form';
import { FormErrorBanner, FormTextField } from '@/lib/form-fields.tsx';
import { useApiForm } from '@/lib/forms.ts';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { form, formError, submit, isSubmitting } = useApiForm({
    schema: ZForgotPasswordBody,
    defaultValues: { email: initialEmail },
    onSubmit: async (body) => {
      const answer = await callEndpoint(forgotPassword, { body });
      setSentMessage(answer.message);
    },
  });

  if (sentMessage) {
    return (
      <Banner tone="success" title={t('auth.forgot.sentTitle')}>
        {sentMessage}
      </Banner>
    );
  }

  return (
    <Form onSubmit={submit} aria-label={t('auth.forgot.title')}>
      <FormErrorBanner message={formError} />
      <FormTextField
        control={form.control}
        name="email"
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        isRequired
        autoFocus
      />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        isFullWidth
        isLoading={isSubmitting}
        loadingLabel={t('auth.forgot.submitting')}
      >
        {t('auth.forgot.submit')}
      </Button>
    </Form>
  );
}
