import type { TIdea } from '@contracts/ideas.ts';
import type { TSchedulerPost } from '@contracts/publishing.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/client.ts';
import { useIdeaActions } from '@/api/ideas.ts';
import { useSocialProfiles } from '@/api/social.ts';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { Checkbox } from '@/design-system/Checkbox';
import { Form, FormActions } from '@/design-system/Form';
import { networkName } from '@/design-system/NetworkIcon';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { useLibraryText } from '@/i18n/areas/library.ts';
import { formErrorMessage } from '@/lib/error-message.ts';

/**
 * "Turn into a post": the profiles to write a draft for. The server checks the caption against each network
 * (the publishing service's own rules); what it refuses is listed, naming the network and its limit, and the
 * choice stays so the user can untick a profile and try again.
 */
export function TurnIntoPostForm({
  idea,
  onDone,
  onCancel,
}: {
  idea: TIdea;
  onDone: (result: { idea: TIdea; posts: TSchedulerPost[] }) => void;
  onCancel: () => void;
}) {
  const { t } = useLibraryText();
  const { t: tc } = useTranslation();
  const { profiles } = useSocialProfiles();
  const actions = useIdeaActions();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<string[]>([]);
  const [isSubmitting, setSubmitting] = useState(false);
  const active = (profiles ?? []).filter((profile) => profile.is_active);

  async function submit() {
    setErrors([]);
    setSubmitting(true);
    try {
      onDone(await actions.toPost(idea.id, [...chosen]));
    } catch (caught) {
      const fieldErrors = isApiError(caught) ? Object.values(caught.errors ?? {}).flat() : [];
      setErrors(fieldErrors.length > 0 ? fieldErrors : [formErrorMessage(tc, caught)]);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form
      aria-label={t('ideas.toPostTitle', { title: idea.title })}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Text tone="secondary">{t('ideas.toPostIntro')}</Text>
      {errors.length > 0 && (
        <Banner tone="critical" role="alert">
          {errors.length === 1 ? (
            errors[0]
          ) : (
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          )}
        </Banner>
      )}
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend style={{ padding: 0, marginBottom: 8 }}>
          <Text weight="medium">{t('ideas.profiles')}</Text>
        </legend>
        {active.length === 0 ? (
          <Text tone="secondary">{t('ideas.noProfiles')}</Text>
        ) : (
          <Stack gap={200}>
            {active.map((profile) => (
              <Checkbox
                key={profile.id}
                isSelected={chosen.has(profile.id)}
                onChange={(isSelected) => {
                  const next = new Set(chosen);
                  if (isSelected) next.add(profile.id);
                  else next.delete(profile.id);
                  setChosen(next);
                }}
              >
                {`${profile.name} · ${networkName(profile.network)}`}
              </Checkbox>
            ))}
          </Stack>
        )}
      </fieldset>
      <FormActions align="end">
        <Button onPress={onCancel}>{tc('common.cancel')}</Button>
        <Button
          type="submit"
          variant="primary"
          isDisabled={chosen.size === 0}
          isLoading={isSubmitting}
          loadingLabel={t('ideas.creating')}
        >
          {t('ideas.createDraft')}
        </Button>
      </FormActions>
    </Form>
  );
}
