import { useTranslation } from 'react-i18next';
import { Button } from '@/design-system/Button';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';

/** Figures that could not be loaded: said in words, with a retry. */
export function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();

  return (
    <Stack gap={200} align="start">
      <Text tone="critical" role="alert">
        {t('analytics.loadFailed')}
      </Text>
      <Button onPress={retry}>{t('common.tryAgain')}</Button>
    </Stack>
  );
}
