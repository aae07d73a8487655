import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';
import { versionCheckMachine } from '../../statecharts/version-check/version-check.machine.ts';
import {
  activeState,
  machineContext,
  SIMULATOR_META,
  StatechartSimulator,
} from '../support/StatechartSimulator.tsx';

/** The machine as staging runs it, except that the server answers at once and the 5-minute wait is instant. */
const simulated = versionCheckMachine.provide({
  actors: { fetchVersion: fromPromise(async () => '1.0.1+new') },
  delays: { checkInterval: 0 },
});

const meta = {
  title: 'Statecharts/Version check (staging)/Simulator',
  component: StatechartSimulator<typeof simulated>,
  args: {
    machine: simulated,
    input: { currentVersion: '1.0.0+current' },
    events: [{ type: 'route.changed' }],
  },
  ...SIMULATOR_META,
} satisfies Meta<typeof StatechartSimulator<typeof simulated>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A newer build is found: nothing happens until the user moves to another screen, then the page reloads. */
export const NewBuildThenNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(activeState(canvas)).toBe('reloadPending'));
    await expect(machineContext(canvas)).toHaveTextContent('"latestVersion": "1.0.1+new"');
    await userEvent.click(canvas.getByRole('button', { name: 'route.changed' }));
    await expect(activeState(canvas)).toBe('reloading');
    await expect(canvas.getByRole('button', { name: 'route.changed' })).toBeDisabled();
  },
};
