import { useTranslation } from 'react-i18next';
import { ZUserInfosStep, type TUser } from '@contracts/user.ts';
import { completeSignupStep } from '@/api/routes.generated.ts';
import { PLATFORM_LANGUAGES } from '@contracts/common.ts';
import { callEndpoint } from '@/api/endpoints.ts';
import { useSetCurrentUser } from '@/api/user.ts';
import { Button } from '@/design-system/Button';
import { Columns } from '@/design-system/Columns';
import { Form, FormActions } from '@/design-system/Form';
import { FormErrorBanner, FormSelect, FormTextField } from '@/lib/form-fields.tsx';
import { useApiForm } from '@/lib/forms.ts';
import { useJobRoleOptions, useLanguageOptions } from '@/lib/options.ts';
import { SignUpActor } from './sign-up-actor.ts';

/** "About you": names, role and language. Saving moves the flow to the workspace step. */
export function UserInfosForm({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const actor = SignUpActor.useActorRef();
  const setUser = useSetCurrentUser();
  const jobRoles = useJobRoleOptions();
  const languages = useLanguageOptions();
  const { form, formError, submit, isSubmitting } = useApiForm({
    schema: ZUserInfosStep,
    defaultValues: {
      step: 'user_infos',
      first_name: user.first_name,
      last_name: user.last_name,
      job_role: user.job_role ?? undefined,
      platform_language: user.settings.platform_language,
    },
    onSubmit: async (body) => {
      const updated = await callEndpoint(completeSignupStep, { body });
      actor.send({ type: 'userInfos.submitted', progress: updated.signup });
      await setUser(updated);
    },
  });

  return (
    <Form onSubmit={submit} aria-label={t('signup.userInfos.title')}>
      <FormErrorBanner message={formError} />
      <Columns>
        <FormTextField
          control={form.control}
          name="first_name"
          label={t('signup.userInfos.firstName')}
          autoComplete="given-name"
          isRequired
          autoFocus
        />
        <FormTextField
          control={form.control}
          name="last_name"
          label={t('signup.userInfos.lastName')}
          autoComplete="family-name"
          isRequired
        />
      </Columns>
      <FormSelect
        control={form.control}
        name="job_role"
        label={t('signup.userInfos.jobRole')}
        placeholder={t('signup.userInfos.jobRolePlaceholder')}
        items={jobRoles}
        isRequired
      />
      {PLATFORM_LANGUAGES.length > 1 && (
        <FormSelect
          control={form.control}
          name="platform_language"
          label={t('signup.userInfos.language')}
          items={languages}
          isRequired
        />
      )}
      <FormActions align="end">
        <Button type="submit" variant="primary" isLoading={isSubmitting} loadingLabel={t('common.saving')}>
          {t('common.continue')}
        </Button>
      </FormActions>
    </Form>
  );
}
