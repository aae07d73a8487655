import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SIGN_UP_FIXTURE_EVENTS, signUpInputAt } from '../../statecharts/sign-up/sign-up.fixtures.ts';
import { signUpMachine } from '../../statecharts/sign-up/sign-up.machine.ts';
import { activeState, SIMULATOR_META, StatechartSimulator } from '../support/StatechartSimulator.tsx';

const meta = {
  title: 'Statecharts/Sign-up progression/Simulator',
  component: StatechartSimulator<typeof signUpMachine>,
  args: { machine: signUpMachine, input: signUpInputAt('emailVerification'), events: SIGN_UP_FIXTURE_EVENTS },
  ...SIMULATOR_META,
} satisfies Meta<typeof StatechartSimulator<typeof signUpMachine>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new user verifies their e-mail: only the server answer that leads to "About you" moves the flow. */
export const VerifyEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(activeState(canvas)).toBe('emailVerification');
    const verified = canvas.getAllByRole('button', { name: /^email\.verified/ });
    await userEvent.click(verified.find((button) => button.textContent?.includes('"user_infos"'))!);
    await expect(activeState(canvas)).toBe('userInfos');
  },
};
