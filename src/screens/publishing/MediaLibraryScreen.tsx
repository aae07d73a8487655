import { Stack } from '@/design-system/Stack';
import { MediaLibrary, useMediaText } from '@/features/media-library/index.ts';

import { PageHeader } from '@/design-system/PageHeader';

/** /publishing/media-library: the account's pictures, videos and documents for posts. */
export default function MediaLibraryScreen() {
  const { t } = useMediaText();

  return (
    <Stack gap={500}>
      <PageHeader title={t('title')} subtitle={t('intro')} />
      <MediaLibrary />
    </Stack>
  );
}
