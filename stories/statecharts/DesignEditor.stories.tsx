import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';
import { designEditorMachine } from '../../statecharts/design-editor/design-editor.machine.ts';
import {
  activeState,
  machineContext,
  SIMULATOR_META,
  StatechartSimulator,
} from '../support/StatechartSimulator.tsx';

/** The SDK with a script that fails to load once, then loads; initialisation gives a handle. */
let loads = 0;
const simulated = designEditorMachine.provide({
  actors: {
    loadScript: fromPromise(async () => {
      loads += 1;
      if (loads % 2 === 1) throw new Error('The script did not load');
    }),
    initialise: fromPromise<unknown, { clientId: string; locale: string }>(async () => 'editor-handle'),
  },
});

const meta = {
  title: 'Statecharts/Design-editor SDK/Simulator',
  component: StatechartSimulator<typeof simulated>,
  args: {
    machine: simulated,
    input: { host: 'https://sdk.example.com', clientId: 'client-1', locale: 'en' },
    events: [{ type: 'editor.requested' }],
  },
  ...SIMULATOR_META,
} satisfies Meta<typeof StatechartSimulator<typeof simulated>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first try fails and says why; the second loads, initialises once and keeps the handle. */
export const FailThenLoad: Story = {
  play: async ({ canvas, userEvent }) => {
    loads = 0;
    await expect(activeState(canvas)).toBe('idle');
    await userEvent.click(canvas.getByRole('button', { name: 'editor.requested' }));
    await waitFor(() => expect(activeState(canvas)).toBe('scriptFailed'));
    await expect(machineContext(canvas)).toHaveTextContent('The script did not load');
    await userEvent.click(canvas.getByRole('button', { name: 'editor.requested' }));
    await waitFor(() => expect(activeState(canvas)).toBe('ready'));
    await expect(machineContext(canvas)).toHaveTextContent('"handle": "editor-handle"');
  },
};
