import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '@/design-system/Button';
import { EmptyState } from '@/design-system/EmptyState';
import { Stack } from '@/design-system/Stack';

/** A screen threw: say so, offer a reload, and log what happened for error monitoring. */
export default function CrashScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);

  return (
    <Stack as="main" align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={t('errors.crashed.title')}
        titleLevel={1}
        description={t('errors.crashed.description')}
        actions={
          <Button variant="primary" onPress={() => window.location.reload()}>
            {t('errors.crashed.reload')}
          </Button>
        }
      />
    </Stack>
  );
}
