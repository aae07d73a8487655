import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { selectionMachine } from '../../statecharts/selection/selection.machine.ts';
import {
  GROUP_1,
  PROFILE_A,
  PROFILE_B,
  SELECTION_EVENTS,
} from '../../statecharts/selection/selection.fixtures.ts';
import {
  activeState,
  contextOf,
  SIMULATOR_META,
  StatechartSimulator,
} from '../support/StatechartSimulator.tsx';

const meta = {
  title: 'Statecharts/Profile and group selection/Simulator',
  component: StatechartSimulator<typeof selectionMachine>,
  args: { machine: selectionMachine, input: {}, events: SELECTION_EVENTS },
  ...SIMULATOR_META,
} satisfies Meta<typeof StatechartSimulator<typeof selectionMachine>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From a first visit: compare two profiles, then pick a group — the profiles go, as rule 4 says. */
export const ProfilesThenGroup: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(activeState(canvas)).toBe('nothingSelected');
    await userEvent.click(
      canvas.getByRole('button', { name: `profiles.managed ["${PROFILE_A}","${PROFILE_B}"]` }),
    );
    await expect(activeState(canvas)).toBe('profilesSelected');
    await expect(contextOf(canvas)).toMatchObject({
      activeSocialProfileId: PROFILE_A,
      activeMultiSelectionProfiles: { socialProfileIds: [PROFILE_A, PROFILE_B] },
    });
    await userEvent.click(canvas.getByRole('button', { name: `group.managed "${GROUP_1}"` }));
    await expect(activeState(canvas)).toBe('groupSelected');
    await expect(contextOf(canvas)).toMatchObject({
      activeGroupId: GROUP_1,
      activeSocialProfileId: null,
      activeMultiSelectionProfiles: null,
    });
    // Nothing to clear before a group is chosen; now there is.
    await expect(canvas.getByRole('button', { name: 'group.cleared' })).toBeEnabled();
  },
};

/** A screen that needs a group forces the choice: the active profile is cleared and the menu opens. */
export const ForcedGroupChoice: Story = {
  args: { input: { stored: { activeSocialProfileId: PROFILE_B } } },
  play: async ({ canvas, userEvent }) => {
    await expect(activeState(canvas)).toBe('profileSelected');
    await expect(canvas.getByRole('button', { name: 'group.cleared' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'group.selectionForced' }));
    await expect(activeState(canvas)).toBe('choosingGroup');
    await expect(contextOf(canvas)).toMatchObject({ activeSocialProfileId: null, isGroupMenuOpen: true });
  },
};
