import { useTranslation } from 'react-i18next';
import { AuthLayout } from '@/design-system/AuthLayout';
import { Heading } from '@/design-system/Heading';
import { Link } from '@/design-system/Link';
import { Logo } from '@/design-system/Logo';
import { Stack } from '@/design-system/Stack';
import { Stepper } from '@/design-system/Stepper';
import { Text } from '@/design-system/Text';
import type { SignUpScreen } from '@statecharts/sign-up/sign-up.types.ts';

const STEPPER_STATES = ['emailVerification', 'userInfos', 'accountSetup', 'connectSocialProfiles'] as const;

type SignUpFrameProps = {
  /** The step to show as current; null for a visitor who is not signed in (no stepper). */
  step: SignUpScreen | null;
  title: string;
  subtitle?: React.ReactNode;
  children: React.ReactNode;
};

/** Every sign-up screen: the brand, where the user is in the flow, one heading, and a way out. */
export function SignUpFrame({ step, title, subtitle, children }: SignUpFrameProps) {
  const { t } = useTranslation();
  const steps = STEPPER_STATES.map((id) => ({ id, label: t(`signup.steps.${id}`) }));
  const current = step && (STEPPER_STATES as readonly string[]).includes(step) ? step : null;

  return (
    <AuthLayout
      brand={<Logo size="lg" />}
      footer={
        step && (
          <Link href="/logout" variant="standalone">
            {t('signup.signOut')}
          </Link>
        )
      }
    >
      <title>{`${title} · ${t('product.name')}`}</title>
      <Stack gap={600}>
        {current && (
          <Stepper
            aria-label={t('signup.stepsLabel')}
            steps={steps}
            currentStepId={current}
            completedLabel={t('common.completed')}
            compactLabel={(index, total) => t('common.stepOf', { current: index, total })}
          />
        )}
        <Stack gap={200}>
          <Heading level={1}>{title}</Heading>
          {subtitle && <Text tone="secondary">{subtitle}</Text>}
        </Stack>
        {children}
      </Stack>
    </AuthLayout>
  );
}
