import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  addGroupProfiles,
  createGroup,
  updateGroup,
  type TGroup,
  type TSocialProfile,
} from '@contracts/social.ts';
import { useSocialActions } from '@/api/social.ts';
import { Avatar } from '@/design-system/Avatar';
import { Button } from '@/design-system/Button';
import { Checkbox } from '@/design-system/Checkbox';
import { Form, FormActions } from '@/design-system/Form';
import { networkName } from '@/design-system/NetworkIcon';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { FormErrorBanner, FormTextField } from '@/lib/form-fields.tsx';
import { useApiForm } from '@/lib/forms.ts';

const Choices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 280px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};

  > li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[300]};
    padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[300]};
  }

  > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
  }
`;

/** Profiles to tick, bound to a react-hook-form array field (errors from the server land under it). */
function ProfileChoices<T extends FieldValues>({
  control,
  name,
  profiles,
  legend,
}: {
  control: Control<T>;
  name: Path<T>;
  profiles: TSocialProfile[];
  legend: string;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string[] | undefined) ?? [];
  const errorId = `${String(name)}-error`;

  return (
    <fieldset
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
      aria-describedby={fieldState.error ? errorId : undefined}
    >
      <legend style={{ padding: 0, marginBottom: 8 }}>
        <Text size="sm" weight="medium">
          {legend}
        </Text>
      </legend>
      {profiles.length === 0 ? (
        <Text size="sm" tone="secondary">
          {t('groups.noProfilesToAdd')}
        </Text>
      ) : (
        <Choices>
          {profiles.map((profile, index) => (
            <li key={profile.id}>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Checkbox
                  ref={index === 0 ? field.ref : undefined}
                  isSelected={value.includes(profile.id)}
                  isInvalid={Boolean(fieldState.error)}
                  onChange={(isSelected) =>
                    field.onChange(
                      isSelected ? [...value, profile.id] : value.filter((id) => id !== profile.id),
                    )
                  }
                >
                  {/* The network and handle are part of the label: they name the box, and a click on them ticks it. */}
                  <span style={{ display: 'flex', flexDirection: 'column' }}>
                    <span>{profile.name}</span>{' '}
                    <Text size="sm" tone="secondary">
                      {[networkName(profile.network), profile.handle ? `@${profile.handle}` : null]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </span>
                </Checkbox>
              </div>
              <Avatar
                name={profile.name}
                src={profile.avatar_url}
                network={profile.network}
                size="sm"
                isDecorative
              />
            </li>
          ))}
        </Choices>
      )}
      {fieldState.error?.message && (
        <Text id={errorId} size="sm" tone="critical" role="alert" style={{ marginTop: 8 }}>
          {fieldState.error.message}
        </Text>
      )}
    </fieldset>
  );
}

type Done = (group: TGroup) => void;

/** A new group: its name and, optionally, its profiles. */
export function CreateGroupForm({
  profiles,
  onDone,
  onCancel,
}: {
  profiles: TSocialProfile[];
  onDone: Done;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const actions = useSocialActions();
  const { form, formError, submit, isSubmitting } = useApiForm({
    schema: createGroup.body,
    defaultValues: { name: '', profile_ids: [] },
    onSubmit: async (values) => onDone(await actions.createGroup(values.name, values.profile_ids)),
  });

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={t('groups.createTitle')}>
      <FormErrorBanner message={formError} />
      <FormTextField control={form.control} name="name" label={t('groups.name')} isRequired autoFocus />
      <ProfileChoices
        control={form.control}
        name="profile_ids"
        profiles={profiles}
        legend={t('groups.profiles')}
      />
      <FormActions align="end">
        <Button onPress={onCancel}>{t('common.cancel')}</Button>
        <Button type="submit" variant="primary" isLoading={isSubmitting} loadingLabel={t('common.saving')}>
          {t('groups.create')}
        </Button>
      </FormActions>
    </Form>
  );
}

/** A new name for a group. */
export function RenameGroupForm({
  group,
  onDone,
  onCancel,
}: {
  group: TGroup;
  onDone: Done;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const actions = useSocialActions();
  const { form, formError, submit, isSubmitting } = useApiForm({
    schema: updateGroup.body,
    defaultValues: { name: group.name },
    onSubmit: async (values) => onDone(await actions.renameGroup(group.id, values.name)),
  });

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={t('groups.renameTitle', { name: group.name })}>
      <FormErrorBanner message={formError} />
      <FormTextField control={form.control} name="name" label={t('groups.name')} isRequired autoFocus />
      <FormActions align="end">
        <Button onPress={onCancel}>{t('common.cancel')}</Button>
        <Button type="submit" variant="primary" isLoading={isSubmitting} loadingLabel={t('common.saving')}>
          {t('groups.rename')}
        </Button>
      </FormActions>
    </Form>
  );
}

/** Profiles to add to a group (those not in it yet). */
export function AddProfilesForm({
  group,
  profiles,
  onDone,
  onCancel,
}: {
  group: TGroup;
  profiles: TSocialProfile[];
  onDone: Done;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const actions = useSocialActions();
  const candidates = profiles.filter((profile) => !group.profile_ids.includes(profile.id));
  const { form, formError, submit, isSubmitting } = useApiForm({
    schema: addGroupProfiles.body,
    defaultValues: { profile_ids: [] },
    onSubmit: async (values) => onDone(await actions.addGroupProfiles(group.id, values.profile_ids)),
  });

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={t('groups.addTitle', { name: group.name })}>
      <FormErrorBanner message={formError} />
      <Stack gap={300}>
        <ProfileChoices
          control={form.control}
          name="profile_ids"
          profiles={candidates}
          legend={t('groups.chooseProfiles')}
        />
      </Stack>
      <FormActions align="end">
        <Button onPress={onCancel}>{t('common.cancel')}</Button>
        <Button
          type="submit"
          variant="primary"
          isLoading={isSubmitting}
          loadingLabel={t('common.saving')}
          isDisabled={candidates.length === 0}
        >
          {t('groups.add')}
        </Button>
      </FormActions>
    </Form>
  );
}
