import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  POST_LIFECYCLE_EVENTS,
  postLifecycleMachine,
} from '../../statecharts/post-lifecycle/post-lifecycle.machine.ts';
import {
  activeState,
  contextOf,
  SIMULATOR_META,
  StatechartSimulator,
} from '../support/StatechartSimulator.tsx';

const meta = {
  title: 'Statecharts/Scheduled post lifecycle/Simulator',
  component: StatechartSimulator<typeof postLifecycleMachine>,
  args: {
    machine: postLifecycleMachine,
    input: { approvalRequired: true, publishMode: 'auto' },
    events: POST_LIFECYCLE_EVENTS,
  },
  ...SIMULATOR_META,
} satisfies Meta<typeof StatechartSimulator<typeof postLifecycleMachine>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * In a workspace that asks for approval: the draft cannot go on the calendar until it is approved; then the
 * worker publishes it on time, and a published post takes no more events.
 */
export const ApprovedAndPublished: Story = {
  play: async ({ canvas, userEvent }) => {
    const click = (name: string) => userEvent.click(canvas.getByRole('button', { name }));
    await expect(activeState(canvas)).toBe('draft');
    await expect(canvas.getByRole('button', { name: 'schedule' })).toBeDisabled();
    await click('approval.requested');
    await expect(activeState(canvas)).toBe('awaiting_approval');
    await click('approval.granted');
    await expect(activeState(canvas)).toBe('approved');
    await click('schedule');
    await expect(activeState(canvas)).toBe('scheduled');
    await click('due');
    await expect(activeState(canvas)).toBe('publishing');
    await click('publish.succeeded');
    await expect(activeState(canvas)).toBe('published');
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/**
 * No approval needed: scheduled, the worker fails because the profile must be reconnected (the reason is
 * kept for the scheduler to show), the user reschedules and the failure is forgotten.
 */
export const FailedThenRescheduled: Story = {
  args: { input: { approvalRequired: false, publishMode: 'auto' } },
  play: async ({ canvas, userEvent }) => {
    const click = (name: string | RegExp) => userEvent.click(canvas.getByRole('button', { name }));
    await expect(activeState(canvas)).toBe('draft');
    await expect(canvas.getByRole('button', { name: 'approval.requested' })).toBeDisabled();
    await click('schedule');
    await click('due');
    await expect(activeState(canvas)).toBe('publishing');
    await click(/^publish\.failed "reconnect"/);
    await expect(activeState(canvas)).toBe('failed');
    await expect(contextOf(canvas)).toMatchObject({
      failureReason: 'reconnect',
      failureMessage: 'The profile was disconnected',
    });
    await click('reschedule');
    await expect(activeState(canvas)).toBe('scheduled');
    await expect(contextOf(canvas)).toMatchObject({ failureReason: null, failureMessage: null });
  },
};
