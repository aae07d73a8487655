import type { AnyStateMachine } from 'xstate';
import { billingCancellationMachine } from './billing-cancellation/billing-cancellation.machine.ts';
import { designEditorMachine } from './design-editor/design-editor.machine.ts';
import { featureFlagsMachine } from './feature-flags/feature-flags.machine.ts';
import { loggedInMachine } from './logged-in/logged-in.machine.ts';
import { postLifecycleMachine } from './post-lifecycle/post-lifecycle.machine.ts';
import { selectionMachine } from './selection/selection.machine.ts';
import { signUpMachine } from './sign-up/sign-up.machine.ts';
import { versionCheckMachine } from './version-check/version-check.machine.ts';

export type RegisteredStatechart = {
  /** File name of the diagrams: `<folder>/<id>.mmd` and `<folder>/<id>.svg`. */
  id: string;
  title: string;
  machine: AnyStateMachine;
  /** Relative to the repository root. */
  folder: string;
};

/** Every machine whose diagrams `node scripts/statecharts.ts` draws and the diagram test checks. */
export const STATECHARTS: readonly RegisteredStatechart[] = [
  { id: 'sign-up', title: 'Sign-up progression', machine: signUpMachine, folder: 'statecharts/sign-up' },
  {
    id: 'selection',
    title: 'Profile and group selection',
    machine: selectionMachine,
    folder: 'statecharts/selection',
  },
  {
    id: 'version-check',
    title: 'Version check (staging)',
    machine: versionCheckMachine,
    folder: 'statecharts/version-check',
  },
  { id: 'logged-in', title: 'Logged-in flag', machine: loggedInMachine, folder: 'statecharts/logged-in' },
  {
    id: 'billing-cancellation',
    title: 'Billing cancellation',
    machine: billingCancellationMachine,
    folder: 'statecharts/billing-cancellation',
  },
  {
    id: 'design-editor',
    title: 'Design-editor SDK',
    machine: designEditorMachine,
    folder: 'statecharts/design-editor',
  },
  {
    id: 'feature-flags',
    title: 'Feature flags',
    machine: featureFlagsMachine,
    folder: 'statecharts/feature-flags',
  },
  {
    id: 'post-lifecycle',
    title: 'Scheduled post lifecycle',
    machine: postLifecycleMachine,
    folder: 'statecharts/post-lifecycle',
  },
];
