import { useTranslation } from 'react-i18next';
import { LoadError } from '@/design-system/LoadError';

/** Figures that could not be loaded: said in words, with a retry. */
export function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();

  return <LoadError message={t('analytics.loadFailed')} retryLabel={t('common.tryAgain')} onRetry={retry} />;
}
