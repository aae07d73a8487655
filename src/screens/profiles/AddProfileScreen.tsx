import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { TSocialProfile } from '@contracts/social.ts';
import { useCurrentUser, useSignedInUser } from '@/api/user.ts';
import { ConnectionAttempt, ConnectionFailed, NetworkChooser } from '@/features/social-profiles/index.ts';
import { PageHeader } from '@/design-system/PageHeader';
import { Stack } from '@/design-system/Stack';
import { SIGN_UP_SCREENS } from '@statecharts/sign-up/sign-up.machine.ts';

const CHOOSER = '/create/addsp';

/**
 * /create/addsp: where a network's consent comes back. `?attempt=` lists the accounts to connect; `?error=`
 * says what went wrong; with neither, the network chooser. It serves the sign-up step and set-up users alike.
 */
export default function AddProfileScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const { mutate: refreshUser } = useCurrentUser();
  const duringSignUp = user.signup.status !== 'SOCIAL_PROFILES_CONNECTED';
  const returnTo = duringSignUp ? SIGN_UP_SCREENS.connectSocialProfiles : '/social-profiles';
  const attemptId = params.get('attempt');
  const errorCode = params.get('error');

  async function onConnected(profiles: TSocialProfile[]) {
    // Connecting the first profile ends the sign-up on the server: the user is fetched again.
    await refreshUser();
    const ids = profiles.map((profile) => profile.id).join(',');
    await navigate(
      `${duringSignUp ? SIGN_UP_SCREENS.successfulConnection : '/create/addspsuccess'}?profiles=${ids}`,
    );
  }

  if (errorCode) {
    return (
      <Stack gap={600}>
        <PageHeader title={t('connect.failedPageTitle')} />
        <ConnectionFailed
          code={errorCode}
          message={params.get('message')}
          network={params.get('network')}
          returnTo={returnTo}
          chooserPath={CHOOSER}
        />
      </Stack>
    );
  }
  if (attemptId) {
    return (
      <Stack gap={600}>
        <PageHeader title={t('connect.accountsPageTitle')} subtitle={t('connect.accountsPageSubtitle')} />
        <ConnectionAttempt
          attemptId={attemptId}
          chooserPath={CHOOSER}
          onConnected={(profiles) => void onConnected(profiles)}
        />
      </Stack>
    );
  }

  return (
    <Stack gap={600}>
      <PageHeader title={t('connect.title')} subtitle={t('connect.subtitle')} />
      <NetworkChooser returnTo={returnTo} headingLevel={2} />
    </Stack>
  );
}
