import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSelector } from '@xstate/react';
import type { TUser } from '@contracts/user.ts';
import { useCurrentUser } from '@/api/user.ts';
import { Spinner } from '@/design-system/Spinner';
import { Stack } from '@/design-system/Stack';
import { signUpMachine, SIGN_UP_SCREENS } from '@statecharts/sign-up/sign-up.machine.ts';
import type { SignUpScreen } from '@statecharts/sign-up/sign-up.types.ts';
import { SignUpActor, signUpStepKey } from './sign-up-actor.ts';

/** Whether this page load is the verification link from the e-mail (it works without a session). */
export function isVerificationLink(pathname: string, search: string): boolean {
  return pathname === SIGN_UP_SCREENS.emailVerification && new URLSearchParams(search).has('token');
}

function Loading() {
  const { t } = useTranslation();

  return (
    <Stack align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spinner size="lg" label={t('common.loading')} />
    </Stack>
  );
}

/**
 * Keeps the URL on the machine's screen: a user who types another step's address, reloads, or finishes a
 * step elsewhere lands on the step the server says they are at. Fresh server progress is fed in as
 * `progress.synced`, which only ever moves forward.
 */
function FollowMachine({ user, isLink }: { user: TUser; isLink: boolean }) {
  const actor = SignUpActor.useActorRef();
  const screen = useSelector(actor, (snapshot) => snapshot.value as SignUpScreen);
  const { pathname } = useLocation();
  const { status, next_step: step } = user.signup;

  useEffect(() => {
    actor.send({ type: 'progress.synced', progress: { status, next_step: step } });
  }, [actor, status, step]);

  // Past the flow (a profile is connected): the start page knows where the app begins.
  if (screen === 'successfulConnection') return <Navigate to="/" replace />;
  if (!isLink && pathname !== SIGN_UP_SCREENS[screen])
    return <Navigate to={SIGN_UP_SCREENS[screen]} replace />;

  return <Outlet />;
}

/** The layout route of the sign-up steps. Guests go to sign-in, except with a verification link. */
export function SignUpLayout() {
  const { user, isLoading } = useCurrentUser();
  const { pathname, search } = useLocation();
  const isLink = isVerificationLink(pathname, search);
  if (isLoading) return <Loading />;
  if (!user) {
    if (isLink) return <Outlet />;

    return <Navigate to={`/signin?next=${encodeURIComponent(pathname)}`} replace />;
  }

  return (
    <SignUpActor.Provider
      key={user.id}
      logic={signUpMachine.provide({
        actions: {
          persistStep: (_, progress) => {
            try {
              localStorage.setItem(signUpStepKey(progress.userId), progress.step);
            } catch {
              // Storage can be full or blocked; the server keeps the step anyway.
            }
          },
        },
      })}
      options={{ input: { userId: user.id, progress: user.signup } }}
    >
      <FollowMachine user={user} isLink={isLink} />
    </SignUpActor.Provider>
  );
}
