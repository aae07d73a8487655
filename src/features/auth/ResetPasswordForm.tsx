import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ZResetPasswordBody } from '@contracts/auth.ts';
import { resetPassword } from '@/api/routes.generated.ts';
import { callEndpoint } from '@/api/endpoints.ts';
import { useSetCurrentUser } from '@/api/user.ts';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { Form } from '@/design-system/Form';
import { Link } from '@/design-system/Link';
import { FormErrorBanner, FormPasswordField } from '@/lib/form-fields.tsx';
import { useApiForm } from '@/lib/forms.ts';

/**
 * The new password for the token in the link. The server ends every session of the account, so afterwards
 * this browser is signed out too and goes to sign-in with the address filled in.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setUser = useSetCurrentUser();
  const { form, formError, submit, isSubmitting } = useApiForm({
    schema: ZResetPasswordBody,
    defaultValues: { token, password: '' },
    onSubmit: async (body) => {
      const answer = await callEndpoint(resetPassword, { body });
      await setUser(null);
      await navigate(`/signin?notice=password-changed&email=${encodeURIComponent(answer.email)}`, {
        replace: true,
      });
    },
  });
  const tokenError = form.formState.errors.token?.message;

  return (
    <Form onSubmit={submit} aria-label={t('auth.reset.title')}>
      {tokenError && (
        <Banner
          tone="critical"
          title={t('auth.reset.invalidLink')}
          action={
            <Link href="/forgot-password" variant="standalone">
              {t('auth.reset.requestNew')}
            </Link>
          }
        >
          {tokenError}
        </Banner>
      )}
      <FormErrorBanner message={formError} />
      <FormPasswordField
        control={form.control}
        name="password"
        label={t('auth.fields.newPassword')}
        description={t('auth.fields.newPasswordHint')}
        autoComplete="new-password"
        isRequired
        autoFocus
      />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        isFullWidth
        isLoading={isSubmitting}
        loadingLabel={t('auth.reset.submitting')}
      >
        {t('auth.reset.submit')}
      </Button>
    </Form>
  );
}
