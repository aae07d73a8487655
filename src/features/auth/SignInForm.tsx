import { useTranslation } from 'react-i18next';
import { ZLoginBody } from '@contracts/auth.ts';
import { login } from '@/api/routes.generated.ts';
import { callEndpoint } from '@/api/endpoints.ts';
import { useSetCurrentUser } from '@/api/user.ts';
import { Button } from '@/design-system/Button';
import { Form } from '@/design-system/Form';
import { Link } from '@/design-system/Link';
import { Stack } from '@/design-system/Stack';
import { FormCheckbox, FormErrorBanner, FormPasswordField, FormTextField } from '@/lib/form-fields.tsx';
import { useApiForm } from '@/lib/forms.ts';

/**
 * E-mail and password. On success the signed-in user replaces the cached one, and the guest-only layout
 * sends them on (to `next`, or where their account stands).
 */
export function SignInForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const setUser = useSetCurrentUser();
  const { form, formError, submit, isSubmitting } = useApiForm({
    schema: ZLoginBody,
    defaultValues: { email: initialEmail, password: '', remember: true },
    onSubmit: async (body) => {
      await setUser(await callEndpoint(login, { body }));
    },
  });

  return (
    <Form onSubmit={submit} aria-label={t('auth.signIn.title')}>
      <FormErrorBanner message={formError} />
      <FormTextField
        control={form.control}
        name="email"
        label={t('auth.fields.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        isRequired
        autoFocus={!initialEmail}
      />
      <Stack gap={200}>
        <FormPasswordField
          control={form.control}
          name="password"
          label={t('auth.fields.password')}
          autoComplete="current-password"
          isRequired
          autoFocus={Boolean(initialEmail)}
        />
        <Link href="/forgot-password" variant="standalone">
          {t('auth.signIn.forgot')}
        </Link>
      </Stack>
      <FormCheckbox control={form.control} name="remember">
        {t('auth.fields.remember')}
      </FormCheckbox>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        isFullWidth
        isLoading={isSubmitting}
        loadingLabel={t('auth.signIn.submitting')}
      >
        {t('auth.signIn.submit')}
      </Button>
    </Form>
  );
}
