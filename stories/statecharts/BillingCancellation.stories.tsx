import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';
import {
  BILLING_CANCELLATION_EVENTS,
  billingCancellationMachine,
} from '../../statecharts/billing-cancellation/billing-cancellation.machine.ts';
import { activeState, SIMULATOR_META, StatechartSimulator } from '../support/StatechartSimulator.tsx';

/** The machine with a server that accepts every call. */
const simulated = billingCancellationMachine.provide({
  actors: {
    cancelSubscription: fromPromise(async () => {}),
    revokeCancellation: fromPromise(async () => {}),
    revokeDowngrade: fromPromise(async () => {}),
  },
});

const meta = {
  title: 'Statecharts/Billing cancellation/Simulator',
  component: StatechartSimulator<typeof simulated>,
  args: {
    machine: simulated,
    input: { pending: 'none' },
    events: BILLING_CANCELLATION_EVENTS,
  },
  ...SIMULATOR_META,
} satisfies Meta<typeof StatechartSimulator<typeof simulated>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Through the funnel and its contact screen to a cancellation, then the change of heart. */
export const CancelThenRevoke: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(activeState(canvas)).toBe('subscribed');
    await userEvent.click(canvas.getByRole('button', { name: 'cancellation.started' }));
    await expect(activeState(canvas)).toBe('downgradeFunnel');
    await userEvent.click(canvas.getByRole('button', { name: 'funnel.contactRequested' }));
    await expect(activeState(canvas)).toBe('contactingUs');
    await userEvent.click(canvas.getByRole('button', { name: 'cancellation.confirmed' }));
    await waitFor(() => expect(activeState(canvas)).toBe('cancellationScheduled'));
    await userEvent.click(canvas.getByRole('button', { name: 'cancellation.revoked' }));
    await waitFor(() => expect(activeState(canvas)).toBe('subscribed'));
  },
};
