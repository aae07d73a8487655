import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '@/design-system/Card';
import { Heading } from '@/design-system/Heading';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';

/** A settings page: the document title, one heading with its explanation, then its sections. */
export function SettingsPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();

  return (
    <Stack gap={800}>
      <title>{`${title} · ${t('product.name')}`}</title>
      <Stack gap={200}>
        <Heading level={1}>{title}</Heading>
        <Text tone="secondary">{subtitle}</Text>
      </Stack>
      {children}
    </Stack>
  );
}

/** One section of a settings page: a card named by its own heading (a landmark region for screen readers). */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  const titleId = useId();

  return (
    <Card aria-labelledby={titleId}>
      <Stack gap={600}>
        <CardHeader titleId={titleId} title={title} description={description} />
        {children}
      </Stack>
    </Card>
  );
}
