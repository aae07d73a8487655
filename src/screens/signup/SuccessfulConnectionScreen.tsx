import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConnectionResult, SignedInOnly } from '@/features/social-profiles/index.ts';
import { Link } from '@/design-system/Link';
import { SignUpFrame } from '@/features/signup/index.ts';

/**
 * The last sign-up step: the profiles just connected and their history filling in. A public route that asks
 * for a signed-in user itself: the sign-up layout sends a user who is past the flow to the app, which is
 * exactly who this screen is for.
 */
export default function SuccessfulConnectionScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ids = (params.get('profiles') ?? '').split(',').filter(Boolean);

  return (
    <SignedInOnly>
      <SignUpFrame
        step="successfulConnection"
        title={t('connect.result.signupTitle')}
        subtitle={t('connect.result.subtitle')}
      >
        <ConnectionResult
          profileIds={ids}
          nextSteps={
            <>
              <Link href="/" variant="standalone">
                {t('connect.result.goToApp')}
              </Link>
              <Link href="/groups" variant="standalone">
                {t('connect.result.groupThem')}
              </Link>
            </>
          }
        />
      </SignUpFrame>
    </SignedInOnly>
  );
}
