import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/design-system/Button';
import { Dialog, DialogTrigger } from '@/design-system/Dialog';
import { NetworkChooser } from './NetworkChooser.tsx';

/** "Connect a profile": the network chooser in a dialog, coming back to `returnTo` afterwards. */
export function ConnectDialog({
  returnTo,
  variant = 'primary',
}: {
  returnTo: string;
  variant?: 'primary' | 'secondary';
}) {
  const { t } = useTranslation();

  return (
    <DialogTrigger>
      <Button variant={variant} iconStart={<Plus aria-hidden="true" />}>
        {t('connect.open')}
      </Button>
      <Dialog
        title={t('connect.title')}
        description={t('connect.subtitle')}
        size="lg"
        closeLabel={t('connect.close')}
      >
        <NetworkChooser returnTo={returnTo} />
      </Dialog>
    </DialogTrigger>
  );
}
