import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';
import {
  BILLING_CANCELLATION_EVENTS,
  billingCancellationMachine,
} from '../../statecharts/billing-cancellation/billing-cancellation.machine.ts';
import { StatechartSimulator } from '../support/StatechartSimulator.tsx';

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
  argTypes: { machine: { control: false }, events: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StatechartSimulator<typeof simulated>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Through the funnel and its contact screen to a cancellation, then the change of heart. */
export const CancelThenRevoke: Story = {
  play: async ({ canvas, userEvent }) => {
    const active = () => canvas.getByRole('listitem', { current: 'step' }).querySelector('code')?.textContent;
    await expect(active()).toBe('subscribed');
    await userEvent.click(canvas.getByRole('button', { name: 'cancellation.started' }));
    await expect(active()).toBe('downgradeFunnel');
    await userEvent.click(canvas.getByRole('button', { name: 'funnel.contactRequested' }));
    await expect(active()).toBe('contactingUs');
    await userEvent.click(canvas.getByRole('button', { name: 'cancellation.confirmed' }));
    await waitFor(() => expect(active()).toBe('cancellationScheduled'));
    await userEvent.click(canvas.getByRole('button', { name: 'cancellation.revoked' }));
    await waitFor(() => expect(active()).toBe('subscribed'));
  },
};
