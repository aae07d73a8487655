import {
  countHashtags,
  parseHashtags,
  ZSavedTextInput,
  type TSavedText,
  type TSavedTextInput,
} from '@contracts/captions.ts';
import { PROFILE_NETWORKS, type TProfileNetwork } from '@contracts/social.ts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useHashtagLimits, useSavedTextActions } from '@/api/captions.ts';
import { useSocialProfiles } from '@/api/social.ts';
import { Button } from '@/design-system/Button';
import { Form, FormActions } from '@/design-system/Form';
import { networkName } from '@/design-system/NetworkIcon';
import { Select } from '@/design-system/Select';
import { useLibraryText } from '@/i18n/areas/library.ts';
import { FormErrorBanner, FormRadioGroup, FormTextArea, FormTextField } from '@/lib/form-fields.tsx';
import { useApiForm } from '@/lib/forms.ts';
import { HashtagLimits } from './HashtagLimits.tsx';

/** How many hashtags a saved text holds: a list's own, or those written in a caption. */
export function hashtagCount(kind: TSavedTextInput['kind'], text: string): number {
  return kind === 'hashtags' ? parseHashtags(text).hashtags.length : countHashtags(text);
}

/**
 * A saved caption or hashtag list, new or edited: the contract's own schema checks it (the same one the
 * server parses with), a 422 comes back on its field, and the hashtag count is shown against each network's
 * limit as the user types.
 */
export function SavedTextForm({
  savedText,
  onDone,
  onCancel,
}: {
  /** The saved text to edit; a new one without it. */
  savedText?: TSavedText;
  onDone: (saved: TSavedText) => void;
  onCancel: () => void;
}) {
  const { t } = useLibraryText();
  const { t: tc } = useTranslation();
  const actions = useSavedTextActions();
  const { profiles } = useSocialProfiles();
  const { limits } = useHashtagLimits();
  const { form, formError, submit, isSubmitting } = useApiForm({
    schema: ZSavedTextInput,
    defaultValues: {
      name: savedText?.name ?? '',
      kind: savedText?.kind ?? 'caption',
      text: savedText?.text ?? '',
      profile_id: savedText?.profile_id ?? null,
      network: savedText?.profile_id ? null : (savedText?.network ?? null),
    },
    onSubmit: async (values) =>
      onDone(savedText ? await actions.update(savedText.id, values) : await actions.create(values)),
  });
  const [kind, text, profileId, network] = useWatch({
    control: form.control,
    name: ['kind', 'text', 'profile_id', 'network'],
  });
  const scopeKey = profileId ? `profile:${profileId}` : network ? `network:${network}` : 'any';
  const networks = PROFILE_NETWORKS.filter((entry) => profiles?.some((profile) => profile.network === entry));
  const scopeItems = [
    { id: 'any', label: t('saved.scopeAny') },
    ...networks.map((entry) => ({
      id: `network:${entry}`,
      label: t('saved.scopeNetwork', { network: networkName(entry) }),
    })),
    ...(profiles ?? []).map((profile) => ({
      id: `profile:${profile.id}`,
      label: profile.name,
      description: `${networkName(profile.network)}${profile.handle ? ` · @${profile.handle}` : ''}`,
    })),
  ];

  return (
    <Form
      onSubmit={(event) => void submit(event)}
      aria-label={savedText ? t('saved.editTitle', { name: savedText.name }) : t('saved.createTitle')}
    >
      <FormErrorBanner message={formError} />
      <FormTextField control={form.control} name="name" label={t('saved.name')} isRequired autoFocus />
      <FormRadioGroup
        control={form.control}
        name="kind"
        label={t('saved.kind')}
        orientation="horizontal"
        options={[
          { value: 'caption', label: t('saved.kinds.caption') },
          { value: 'hashtags', label: t('saved.kinds.hashtags') },
        ]}
      />
      <FormTextArea
        control={form.control}
        name="text"
        label={kind === 'hashtags' ? t('saved.hashtags') : t('saved.caption')}
        description={kind === 'hashtags' ? t('saved.hashtagsDescription') : undefined}
        isRequired
        rows={kind === 'hashtags' ? 4 : 6}
      />
      <HashtagLimits count={hashtagCount(kind, text)} limits={limits} />
      <Select
        label={t('saved.scope')}
        description={t('saved.scopeDescription')}
        items={scopeItems}
        selectedKey={scopeItems.some((item) => item.id === scopeKey) ? scopeKey : 'any'}
        onSelectionChange={(key) => {
          const [type, value] = key.split(':') as [string, string | undefined];
          form.setValue('profile_id', type === 'profile' ? (value ?? null) : null);
          form.setValue(
            'network',
            type === 'network' ? ((value as TProfileNetwork | undefined) ?? null) : null,
          );
        }}
      />
      <FormActions align="end">
        <Button onPress={onCancel}>{tc('common.cancel')}</Button>
        <Button type="submit" variant="primary" isLoading={isSubmitting} loadingLabel={tc('common.saving')}>
          {savedText ? t('saved.save') : t('saved.create')}
        </Button>
      </FormActions>
    </Form>
  );
}
