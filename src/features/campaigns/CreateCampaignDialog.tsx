import { createAlbum, type TAlbum } from '@contracts/campaigns.ts';
import { useTranslation } from 'react-i18next';
import { useAlbumActions } from '@/api/analytics.ts';
import { Button } from '@/design-system/Button';
import { Dialog } from '@/design-system/Dialog';
import { Form, FormActions } from '@/design-system/Form';
import { FormErrorBanner, FormTextField } from '@/lib/form-fields.tsx';
import { useApiForm } from '@/lib/forms.ts';

/** A new campaign: a name, a description, and the posts chosen before (if any). */
export function CreateCampaignForm({
  postIds = [],
  onDone,
  onCancel,
}: {
  postIds?: string[];
  onDone: (album: TAlbum) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const actions = useAlbumActions();
  const { form, formError, submit, isSubmitting } = useApiForm({
    schema: createAlbum.body,
    defaultValues: { name: '', description: '', post_ids: postIds },
    onSubmit: async (values) => onDone(await actions.create(values)),
  });

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={t('analytics.campaigns.create')}>
      <FormErrorBanner message={formError} />
      <FormTextField
        control={form.control}
        name="name"
        label={t('analytics.campaigns.name')}
        isRequired
        autoFocus
      />
      <FormTextField control={form.control} name="description" label={t('analytics.campaigns.description')} />
      <FormActions align="end">
        <Button onPress={onCancel}>{t('common.cancel')}</Button>
        <Button type="submit" variant="primary" isLoading={isSubmitting} loadingLabel={t('common.saving')}>
          {t('analytics.campaigns.createSubmit')}
        </Button>
      </FormActions>
    </Form>
  );
}

/** "New campaign" in a dialog: closed when the campaign is made (`onDone`) or the user cancels. */
export function CreateCampaignDialog({
  isOpen,
  onOpenChange,
  postIds,
  onDone,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  postIds?: string[];
  onDone: (album: TAlbum) => void;
}) {
  const { t } = useTranslation();

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('analytics.campaigns.create')}
      closeLabel={t('common.cancel')}
      isDismissable={false}
    >
      <CreateCampaignForm
        {...(postIds ? { postIds } : {})}
        onCancel={() => onOpenChange(false)}
        onDone={(album) => {
          onOpenChange(false);
          onDone(album);
        }}
      />
    </Dialog>
  );
}
