import { Columns3, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/design-system/Button';
import { Link } from '@/design-system/Link';

/** The campaigns list's actions: compare them (once there are two), create one. */
export function CampaignsActions({ count, onCreate }: { count: number; onCreate: () => void }) {
  const { t } = useTranslation();

  return (
    <>
      {count > 1 && (
        <Link href="/content/campaigns/comparative-table" variant="standalone">
          <Columns3 aria-hidden="true" size={16} /> {t('analytics.campaigns.compare')}
        </Link>
      )}
      <Button variant="primary" iconStart={<Plus aria-hidden="true" />} onPress={onCreate}>
        {t('analytics.campaigns.create')}
      </Button>
    </>
  );
}
