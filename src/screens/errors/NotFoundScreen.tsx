import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/design-system/EmptyState';
import { Link } from '@/design-system/Link';
import { Stack } from '@/design-system/Stack';

export default function NotFoundScreen() {
  const { t } = useTranslation();

  return (
    <Stack as="main" align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      <title>{`${t('errors.notFound.title')} · ${t('product.name')}`}</title>
      <EmptyState
        icon={<Compass aria-hidden="true" />}
        title={t('errors.notFound.title')}
        titleLevel={1}
        description={t('errors.notFound.description')}
        actions={
          <Link href="/" variant="standalone">
            {t('errors.notFound.home')}
          </Link>
        }
      />
    </Stack>
  );
}
