import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { fromCallback, fromPromise } from 'xstate';
import { featureFlagsMachine, type Flags } from '../../statecharts/feature-flags/feature-flags.machine.ts';
import {
  activeState,
  machineContext,
  SIMULATOR_META,
  StatechartSimulator,
} from '../support/StatechartSimulator.tsx';

/** A flag service that answers at once, and a realtime stream that stays quiet unless told otherwise. */
const simulated = featureFlagsMachine.provide({
  actors: {
    fetchFlags: fromPromise<Flags>(async () => ({ new_inbox: { enabled: true, value: 'v2' } })),
    realtimeStream: fromCallback(() => {}),
  },
});

const meta = {
  title: 'Statecharts/Feature flags/Simulator',
  component: StatechartSimulator<typeof simulated>,
  args: {
    machine: simulated,
    input: { isConfigured: true, cached: null, realtime: true },
    events: [
      { type: 'flags.updated', flags: { new_inbox: { enabled: false, value: null } } },
      { type: 'stream.dropped', reason: 'socket closed' },
    ],
  },
  ...SIMULATOR_META,
} satisfies Meta<typeof StatechartSimulator<typeof simulated>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded, live, a flag switched off from the service, the stream drops and comes back within half a second. */
export const LiveWithReconnect: Story = {
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(activeState(canvas)).toBe('live'));
    await userEvent.click(canvas.getByRole('button', { name: /^flags\.updated/ }));
    await expect(machineContext(canvas)).toHaveTextContent('"enabled": false');
    await userEvent.click(canvas.getByRole('button', { name: /^stream\.dropped/ }));
    await expect(activeState(canvas)).toBe('reconnecting');
    await waitFor(() => expect(activeState(canvas)).toBe('live'));
  },
};
