import { useTranslation } from 'react-i18next';
import { ZRegisterBody } from '@contracts/auth.ts';
import { register } from '@/api/routes.generated.ts';
import { callEndpoint } from '@/api/endpoints.ts';
import { useSetCurrentUser } from '@/api/user.ts';
import { Button } from '@/design-system/Button';
import { Form } from '@/design-system/Form';
import { pickLanguage } from '@/i18n/index.ts';
import { FormCheckbox, FormErrorBanner, FormPasswordField, FormTextField } from '@/lib/form-fields.tsx';
import { useApiForm } from '@/lib/forms.ts';
import { browserTimeZone } from '@/lib/time-zones.ts';

/** E-mail, password and the marketing opt-in; the browser's time zone and language come along unseen. */
export function RegisterForm() {
  const { t } = useTranslation();
  const setUser = useSetCurrentUser();
  const { form, formError, submit, isSubmitting } = useApiForm({
    schema: ZRegisterBody,
    defaultValues: { email: '', password: '', accepts_marketing: false },
    onSubmit: async (values) => {
      const body = { ...values, time_zone: browserTimeZone(), platform_language: pickLanguage() };
      await setUser(await callEndpoint(register, { body }));
    },
  });

  return (
    <Form onSubmit={submit} aria-label={t('auth.register.title')}>
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
      <FormPasswordField
        control={form.control}
        name="password"
        label={t('auth.fields.password')}
        description={t('auth.fields.newPasswordHint')}
        autoComplete="new-password"
        isRequired
      />
      <FormCheckbox control={form.control} name="accepts_marketing">
        {t('auth.fields.marketing')}
      </FormCheckbox>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        isFullWidth
        isLoading={isSubmitting}
        loadingLabel={t('auth.register.submitting')}
      >
        {t('auth.register.submit')}
      </Button>
    </Form>
  );
}
