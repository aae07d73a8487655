import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { ZPasswordBody } from '@contracts/user.ts';
import { listSessions, updatePassword } from '@/api/routes.generated.ts';
import { callEndpoint, endpointPath } from '@/api/endpoints.ts';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { Form, FormActions } from '@/design-system/Form';
import { FormErrorBanner, FormPasswordField } from '@/lib/form-fields.tsx';
import { useApiForm } from '@/lib/forms.ts';

/** Current and new password. Every other session ends; the sessions list below refreshes. */
export function PasswordForm() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [signedOut, setSignedOut] = useState<number | null>(null);
  const { form, formError, submit, isSubmitting } = useApiForm({
    schema: ZPasswordBody,
    defaultValues: { current_password: '', password: '' },
    onSubmit: async (body) => {
      const answer = await callEndpoint(updatePassword, { body });
      form.reset({ current_password: '', password: '' });
      setSignedOut(answer.signed_out_sessions);
      await mutate(endpointPath(listSessions));
    },
  });

  return (
    <Form
      onSubmit={(event) => {
        setSignedOut(null);
        void submit(event);
      }}
      aria-label={t('settings.security.password.title')}
    >
      <FormErrorBanner message={formError} />
      {signedOut !== null && (
        <Banner tone="success">{t('settings.security.password.changed', { count: signedOut })}</Banner>
      )}
      <FormPasswordField
        control={form.control}
        name="current_password"
        label={t('settings.security.password.current')}
        autoComplete="current-password"
        isRequired
      />
      <FormPasswordField
        control={form.control}
        name="password"
        label={t('settings.security.password.new')}
        description={t('auth.fields.newPasswordHint')}
        autoComplete="new-password"
        isRequired
      />
      <FormActions align="end">
        <Button
          type="submit"
          variant="primary"
          isLoading={isSubmitting}
          loadingLabel={t('settings.security.password.submitting')}
        >
          {t('settings.security.password.submit')}
        </Button>
      </FormActions>
    </Form>
  );
}
