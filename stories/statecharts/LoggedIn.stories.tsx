import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loggedInMachine } from '../../statecharts/logged-in/logged-in.machine.ts';
import { activeState, SIMULATOR_META, StatechartSimulator } from '../support/StatechartSimulator.tsx';

const meta = {
  title: 'Statecharts/Logged-in flag/Simulator',
  component: StatechartSimulator<typeof loggedInMachine>,
  args: {
    machine: loggedInMachine,
    input: undefined,
    events: [{ type: 'user.loaded', user: { id: 'u-1', isTrial: true } }, { type: 'user.gone' }],
    describeEvent: (event) => event.type,
  },
  ...SIMULATOR_META,
} satisfies Meta<typeof StatechartSimulator<typeof loggedInMachine>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, then signed out. */
export const SignInAndOut: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(activeState(canvas)).toBe('loggedOut');
    await userEvent.click(canvas.getByRole('button', { name: 'user.loaded' }));
    await expect(activeState(canvas)).toBe('loggedIn');
    await expect(canvas.getByRole('button', { name: 'user.loaded' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'user.gone' }));
    await expect(activeState(canvas)).toBe('loggedOut');
  },
};
