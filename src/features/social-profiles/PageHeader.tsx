import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '@/design-system/Heading';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';

type PageHeaderProps = { title: string; subtitle?: React.ReactNode; actions?: React.ReactNode };

/**
 * The document title and the page's one heading. The heading takes focus (tabIndex -1) after an action that
 * removes what had focus, such as a deletion, so keyboard users are not dropped at the top of the page.
 */
export const PageHeader = forwardRef<HTMLHeadingElement, PageHeaderProps>(function PageHeader(
  { title, subtitle, actions },
  ref,
) {
  const { t } = useTranslation();

  return (
    <Stack direction="row" gap={400} justify="between" align="end" wrap>
      <title>{`${title} · ${t('product.name')}`}</title>
      <Stack gap={200} style={{ flex: '1 1 320px' }}>
        <Heading level={1} ref={ref} tabIndex={-1} style={{ outline: 'none' }}>
          {title}
        </Heading>
        {subtitle && <Text tone="secondary">{subtitle}</Text>}
      </Stack>
      {actions && (
        <Stack direction="row" gap={300} wrap>
          {actions}
        </Stack>
      )}
    </Stack>
  );
});
