import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@/design-system/Dialog';
import { Text } from '@/design-system/Text';

/** "Delete campaign?": the campaign goes, its posts stay. */
export function DeleteCampaignDialog({
  name,
  isOpen,
  onOpenChange,
  onConfirm,
}: {
  name: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation();

  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('analytics.campaigns.delete')}
      confirmLabel={t('analytics.campaigns.delete')}
      cancelLabel={t('common.cancel')}
      onConfirm={onConfirm}
    >
      <Text>{t('analytics.campaigns.deleteConfirm', { name })}</Text>
    </AlertDialog>
  );
}
