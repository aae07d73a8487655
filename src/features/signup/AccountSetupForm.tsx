import { useTranslation } from 'react-i18next';
import { ZAccountSetupStep, type TUser } from '@contracts/user.ts';
import { completeSignupStep } from '@/api/routes.generated.ts';
import { callEndpoint } from '@/api/endpoints.ts';
import { useSetCurrentUser } from '@/api/user.ts';
import { Button } from '@/design-system/Button';
import { Form, FormActions } from '@/design-system/Form';
import { FormComboBox, FormErrorBanner, FormRadioGroup, FormTextField } from '@/lib/form-fields.tsx';
import { useApiForm } from '@/lib/forms.ts';
import { useTeamSizeOptions, useTimeZoneOptions } from '@/lib/options.ts';
import { SignUpActor } from './sign-up-actor.ts';

/** The name registration gives every new workspace; the user is asked for a real one here. */
const PLACEHOLDER_WORKSPACE_NAME = 'My workspace';

/** The workspace: its name, team size and time zone. Saving completes the account setup. */
export function AccountSetupForm({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const actor = SignUpActor.useActorRef();
  const setUser = useSetCurrentUser();
  const teamSizes = useTeamSizeOptions();
  const timeZones = useTimeZoneOptions(user.account.time_zone);
  const { form, formError, submit, isSubmitting } = useApiForm({
    schema: ZAccountSetupStep,
    defaultValues: {
      step: 'account_setup',
      account_name: user.account.name === PLACEHOLDER_WORKSPACE_NAME ? '' : user.account.name,
      team_size: user.account.team_size ?? undefined,
      time_zone: user.account.time_zone,
    },
    onSubmit: async (body) => {
      const updated = await callEndpoint(completeSignupStep, { body });
      actor.send({ type: 'accountSetup.completed', progress: updated.signup });
      await setUser(updated);
    },
  });

  return (
    <Form onSubmit={submit} aria-label={t('signup.accountSetup.title')}>
      <FormErrorBanner message={formError} />
      <FormTextField
        control={form.control}
        name="account_name"
        label={t('signup.accountSetup.name')}
        description={t('signup.accountSetup.nameHint')}
        autoComplete="organization"
        isRequired
        autoFocus
      />
      <FormRadioGroup
        control={form.control}
        name="team_size"
        label={t('signup.accountSetup.teamSize')}
        options={teamSizes}
        orientation="horizontal"
        variant="cards"
        isRequired
      />
      <FormComboBox
        control={form.control}
        name="time_zone"
        label={t('signup.accountSetup.timeZone')}
        description={t('signup.accountSetup.timeZoneHint')}
        items={timeZones}
        emptyLabel={t('common.noMatches')}
        isRequired
      />
      <FormActions align="between">
        <Button variant="tertiary" onPress={() => actor.send({ type: 'accountSetup.backRequested' })}>
          {t('common.back')}
        </Button>
        <Button type="submit" variant="primary" isLoading={isSubmitting} loadingLabel={t('common.saving')}>
          {t('common.continue')}
        </Button>
      </FormActions>
    </Form>
  );
}
