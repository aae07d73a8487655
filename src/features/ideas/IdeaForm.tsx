import { ZIdeaInput, type TIdea } from '@contracts/ideas.ts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/client.ts';
import { useIdeaActions, useIdeaTags } from '@/api/ideas.ts';
import { Button } from '@/design-system/Button';
import { Checkbox } from '@/design-system/Checkbox';
import { Form, FormActions } from '@/design-system/Form';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { TextField } from '@/design-system/TextField';
import { useLibraryText } from '@/i18n/areas/library.ts';
import { formErrorMessage } from '@/lib/error-message.ts';
import { FormErrorBanner, FormTextArea, FormTextField } from '@/lib/form-fields.tsx';
import { useApiForm } from '@/lib/forms.ts';

/**
 * An idea, new or edited: title, caption and tags (a tag can be created on the spot). Checked with the
 * contract's schema; a 422 comes back on its field. Media references the idea has are kept as they are.
 */
export function IdeaForm({
  idea,
  onDone,
  onCancel,
}: {
  idea?: TIdea;
  onDone: (idea: TIdea) => void;
  onCancel: () => void;
}) {
  const { t } = useLibraryText();
  const { t: tc } = useTranslation();
  const actions = useIdeaActions();
  const { tags } = useIdeaTags();
  const { form, formError, submit, isSubmitting } = useApiForm({
    schema: ZIdeaInput,
    defaultValues: {
      title: idea?.title ?? '',
      caption: idea?.caption ?? '',
      media: idea?.media ?? [],
      tag_ids: idea?.tags.map((tag) => tag.id) ?? [],
    },
    onSubmit: async (values) =>
      onDone(idea ? await actions.update(idea.id, values) : await actions.create(values)),
  });
  const { field: tagField } = useController({ control: form.control, name: 'tag_ids' });
  const chosen = new Set((tagField.value as string[] | undefined) ?? []);
  const [newTag, setNewTag] = useState('');
  const [tagError, setTagError] = useState<string | undefined>();

  async function addTag() {
    setTagError(undefined);
    try {
      const tag = await actions.createTag(newTag);
      tagField.onChange([...chosen, tag.id]);
      setNewTag('');
    } catch (caught) {
      setTagError(
        isApiError(caught) && caught.errors?.name?.[0] ? caught.errors.name[0] : formErrorMessage(tc, caught),
      );
    }
  }

  return (
    <Form
      onSubmit={(event) => void submit(event)}
      aria-label={idea ? t('ideas.editTitle', { title: idea.title }) : t('ideas.createTitle')}
    >
      <FormErrorBanner message={formError} />
      <FormTextField control={form.control} name="title" label={t('ideas.ideaTitle')} isRequired autoFocus />
      <FormTextArea
        control={form.control}
        name="caption"
        label={t('ideas.caption')}
        description={t('ideas.captionDescription')}
        rows={5}
      />
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend style={{ padding: 0, marginBottom: 8 }}>
          <Text weight="medium">{t('ideas.tags')}</Text>
        </legend>
        <Stack gap={200}>
          {tags && tags.length > 0 ? (
            <Stack direction="row" gap={400} wrap>
              {tags.map((tag) => (
                <Checkbox
                  key={tag.id}
                  isSelected={chosen.has(tag.id)}
                  onChange={(isSelected) =>
                    tagField.onChange(
                      isSelected ? [...chosen, tag.id] : [...chosen].filter((id) => id !== tag.id),
                    )
                  }
                >
                  {tag.name}
                </Checkbox>
              ))}
            </Stack>
          ) : (
            <Text size="sm" tone="secondary">
              {t('ideas.noTags')}
            </Text>
          )}
          <Stack direction="row" gap={200} align="end">
            <div style={{ flex: '1 1 auto' }}>
              <TextField
                label={t('ideas.newTag')}
                value={newTag}
                onChange={setNewTag}
                errorMessage={tagError}
                isInvalid={tagError !== undefined}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void addTag();
                  }
                }}
              />
            </div>
            <Button
              iconStart={<Plus aria-hidden="true" />}
              onPress={() => void addTag()}
              isDisabled={!newTag.trim()}
            >
              {t('ideas.addTag')}
            </Button>
          </Stack>
        </Stack>
      </fieldset>
      <FormActions align="end">
        <Button onPress={onCancel}>{tc('common.cancel')}</Button>
        <Button type="submit" variant="primary" isLoading={isSubmitting} loadingLabel={tc('common.saving')}>
          {idea ? t('ideas.save') : t('ideas.create')}
        </Button>
      </FormActions>
    </Form>
  );
}
