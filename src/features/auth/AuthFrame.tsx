import { ChartColumnIncreasing, CalendarCheck, FileCheck2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AuthLayout } from '@/design-system/AuthLayout';
import { Heading } from '@/design-system/Heading';
import { Logo } from '@/design-system/Logo';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';

/** Each point's icon on a small raised tile, so icons of different visual weight read as one set. */
const PointIcon = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.accentText};

  svg {
    width: ${({ theme }) => theme.size.iconLg};
    height: ${({ theme }) => theme.size.iconLg};
  }
`;

/** The product pitch beside the sign-in and sign-up forms on wide screens. */
function ProductPitch() {
  const { t } = useTranslation();
  const points = [
    { icon: <ChartColumnIncreasing aria-hidden="true" />, text: t('auth.aside.points.analytics') },
    { icon: <CalendarCheck aria-hidden="true" />, text: t('auth.aside.points.publishing') },
    { icon: <FileCheck2 aria-hidden="true" />, text: t('auth.aside.points.reports') },
  ];

  return (
    <Stack gap={600}>
      <Heading level={2} size="xl">
        {t('auth.aside.title')}
      </Heading>
      <Stack as="ul" gap={400} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {points.map((point) => (
          <Stack as="li" key={point.text} direction="row" gap={300} align="center">
            <PointIcon>{point.icon}</PointIcon>
            <Text>{point.text}</Text>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}

type AuthFrameProps = {
  title: string;
  subtitle?: React.ReactNode;
  footer?: React.ReactNode;
  children: React.ReactNode;
  /** The pitch panel beside the form on wide screens. @default true */
  hasPitch?: boolean;
};

/** Sign-in, sign-up and password pages: the brand, one heading, the form, links under it. */
export function AuthFrame({ title, subtitle, footer, children, hasPitch = true }: AuthFrameProps) {
  const { t } = useTranslation();

  return (
    <AuthLayout brand={<Logo size="lg" />} footer={footer} aside={hasPitch ? <ProductPitch /> : undefined}>
      <title>{`${title} · ${t('product.name')}`}</title>
      <Stack gap={600}>
        <Stack gap={200}>
          <Heading level={1}>{title}</Heading>
          {subtitle && <Text tone="secondary">{subtitle}</Text>}
        </Stack>
        {children}
      </Stack>
    </AuthLayout>
  );
}
