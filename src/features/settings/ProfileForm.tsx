import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { ZProfileInformationBody, type TUser } from '@contracts/user.ts';
import { updateProfileInformation } from '@/api/routes.generated.ts';
import { callEndpoint } from '@/api/endpoints.ts';
import { useSetCurrentUser } from '@/api/user.ts';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { Columns } from '@/design-system/Columns';
import { Form, FormActions } from '@/design-system/Form';
import {
  FormComboBox,
  FormErrorBanner,
  FormPasswordField,
  FormSelect,
  FormTextField,
} from '@/lib/form-fields.tsx';
import { useApiForm } from '@/lib/forms.ts';
import { useJobRoleOptions, useTimeZoneOptions } from '@/lib/options.ts';

/**
 * Name, e-mail (a change needs the current password, and takes effect once the new address confirms it), role
 * and time zone.
 */
export function ProfileForm({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const setUser = useSetCurrentUser();
  const [saved, setSaved] = useState(false);
  /** The new address a change waits on (its link), after a save that asked for one. */
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const jobRoles = useJobRoleOptions();
  const timeZones = useTimeZoneOptions(user.time_zone);
  const { form, formError, submit, isSubmitting } = useApiForm({
    schema: ZProfileInformationBody,
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      job_role: user.job_role,
      time_zone: user.time_zone,
      platform_language: user.settings.platform_language,
      current_password: undefined,
    },
    onSubmit: async (values) => {
      const body = values.email === user.email ? { ...values, current_password: undefined } : values;
      const updated = await callEndpoint(updateProfileInformation, { body });
      await setUser(updated);
      form.reset({ ...values, email: updated.email, current_password: undefined });
      setPendingEmail(updated.email !== values.email ? values.email : null);
      setSaved(true);
    },
  });
  const email = useWatch({ control: form.control, name: 'email' });
  const isEmailChanged = (email ?? '').trim().toLowerCase() !== user.email;

  return (
    <Form
      onSubmit={(event) => {
        setSaved(false);
        void submit(event);
      }}
      aria-label={t('settings.account.profile.title')}
    >
      <FormErrorBanner message={formError} />
      {saved && !form.formState.isDirty && <Banner tone="success">{t('settings.account.saved')}</Banner>}
      {pendingEmail && !form.formState.isDirty && (
        <Banner tone="info">
          {t('settings.account.emailChangePending', { email: pendingEmail, current: user.email })}
        </Banner>
      )}
      <Columns>
        <FormTextField
          control={form.control}
          name="first_name"
          label={t('settings.account.firstName')}
          autoComplete="given-name"
          isRequired
        />
        <FormTextField
          control={form.control}
          name="last_name"
          label={t('settings.account.lastName')}
          autoComplete="family-name"
          isRequired
        />
      </Columns>
      <FormTextField
        control={form.control}
        name="email"
        label={t('settings.account.email')}
        type="email"
        autoComplete="email"
        description={isEmailChanged ? t('settings.account.emailChangeHint') : undefined}
        isRequired
      />
      {isEmailChanged && (
        <FormPasswordField
          control={form.control}
          name="current_password"
          label={t('settings.account.currentPassword')}
          description={t('settings.account.currentPasswordHint')}
          autoComplete="current-password"
          isRequired
        />
      )}
      <FormSelect
        control={form.control}
        name="job_role"
        label={t('settings.account.jobRole')}
        placeholder={t('settings.account.jobRolePlaceholder')}
        items={jobRoles}
      />
      <FormComboBox
        control={form.control}
        name="time_zone"
        label={t('settings.account.timeZone')}
        description={t('settings.account.timeZoneHint')}
        items={timeZones}
        emptyLabel={t('common.noMatches')}
        isRequired
      />
      <FormActions align="end">
        <Button type="submit" variant="primary" isLoading={isSubmitting} loadingLabel={t('common.saving')}>
          {t('common.save')}
        </Button>
      </FormActions>
    </Form>
  );
}
