import { createActorContext } from '@xstate/react';
import { signUpMachine } from '@statecharts/sign-up/sign-up.machine.ts';

/** The sign-up actor of the signed-in user, shared by the sign-up screens (one per visit to the flow). */
export const SignUpActor = createActorContext(signUpMachine);

/** Spec §3: the sign-up step is kept in local storage per user. */
export const signUpStepKey = (userId: string) => `kestrel.signupStep.${userId}`;
