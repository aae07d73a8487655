import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { GroupSelector, type SelectorGroup } from '@/design-system/GroupSelector';
import { Button as AriaButton } from 'react-aria-components';
import { useListTrigger } from '@/design-system/Field';
import { GroupSelectorPanel } from '@/design-system/GroupSelector/GroupSelectorPanel.tsx';
import { NetworkMarks } from '@/design-system/GroupSelector/NetworkMarks.tsx';

const GROUPS: SelectorGroup[] = [
  {
    id: 'all-brands',
    name: 'All brands',
    profileCount: 24,
    networks: ['instagram', 'facebook', 'linkedin', 'tiktok', 'x', 'youtube'],
  },
  { id: 'emea', name: 'EMEA brands', profileCount: 12, networks: ['instagram', 'facebook', 'linkedin'] },
  { id: 'us-retail', name: 'US retail stores', profileCount: 8, networks: ['instagram', 'facebook'] },
  { id: 'video', name: 'Video channels', profileCount: 3, networks: ['tiktok', 'youtube'] },
  {
    id: 'long',
    name: 'Kestrel Coffee Roasters — franchise partners in Belgium, the Netherlands and Luxembourg',
    profileCount: 1,
    networks: ['pinterest'],
  },
];

const meta = {
  title: 'Design System/Widgets/GroupSelector',
  // Opens a popover or dialog: also checked on a 360 px wide phone screen (the storybook-phone tests).
  tags: ['overlay'],
  component: GroupSelector,
  args: {
    groups: GROUPS,
    selectedId: 'emea',
    label: 'Group',
    placeholder: 'All profiles',
    profileCountLabel: (count: number) => (count === 1 ? '1 profile' : `${count} profiles`),
    emptyLabel: 'No groups yet',
    clearLabel: 'Clear group',
    onSelect: fn(),
    onClear: fn(),
    onOpenChange: fn(),
    isDisabled: false,
  },
  argTypes: {
    groups: { control: false },
    selectedId: { control: 'select', options: [null, ...GROUPS.map((group) => group.id)] },
    description: { control: 'text' },
  },
  render: function Render(args) {
    const [selectedId, setSelectedId] = useState(args.selectedId);
    return (
      <GroupSelector
        {...args}
        selectedId={selectedId}
        onSelect={(id) => {
          args.onSelect(id);
          setSelectedId(id);
        }}
        onClear={
          args.onClear &&
          (() => {
            args.onClear?.();
            setSelectedId(null);
          })
        }
      />
    );
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GroupSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick a group: the list shows counts and networks; the choice is reported and shown; clear goes back. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Group/ });
    await expect(trigger).toHaveTextContent('EMEA brands12 profiles');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    const option = within(listbox).getByRole('option', { name: /Video channels/ });
    // The whole row is the option's name (label in name): count and networks included.
    await expect(option).toHaveAccessibleName('Video channels 3 profiles TikTok, YouTube');
    await userEvent.click(option);
    await expect(args.onSelect).toHaveBeenCalledWith('video');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Video channels');

    await userEvent.click(canvas.getByRole('button', { name: 'Clear group' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveTextContent('All profiles');
    await expect(canvas.queryByRole('button', { name: 'Clear group' })).toBeNull();
  },
};

/** Keyboard: ArrowDown opens on the selected group, arrows move, Enter picks and focus returns to the trigger. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Group/ });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    await userEvent.keyboard('{ArrowDown}');
    const emea = await screen.findByRole('option', { name: /EMEA brands/ });
    await waitFor(() => expect(emea).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('us-retail');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    // ArrowUp opens it too; Escape closes it and keeps the choice.
    await userEvent.keyboard('{ArrowUp}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Forced open by the product (controlled `isOpen`): the screenshot shows the list. */
export const ForcedOpen: Story = {
  args: { isOpen: true },
  play: async () => {
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
  },
};

/** Controlled open state: the page opens the list from elsewhere and hears it close. */
export const ControlledOpen: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <button type="button" onClick={() => setOpen(true)}>
          Choose a group
        </button>
        <GroupSelector
          {...args}
          isOpen={isOpen}
          onOpenChange={(next) => {
            args.onOpenChange?.(next);
            setOpen(next);
          }}
        />
      </div>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose a group' }));
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const NoneSelected: Story = {
  args: { selectedId: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Group/ })).toHaveTextContent('All profiles');
    await expect(canvas.queryByRole('button', { name: 'Clear group' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { groups: [], selectedId: null, isOpen: true },
  play: async () => {
    await expect(await screen.findByText('No groups yet')).toBeVisible();
  },
};

export const LongName: Story = {
  args: { selectedId: 'long' },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Group/ })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear group' })).toBeNull();
  },
};

/**
 * The list on its own, as the selector loads it when it first opens (`GroupSelectorPanel`, ADR 0015): anchored
 * to a trigger that `useListTrigger` drives, it opens on the chosen group, reports a choice and closes.
 */
export const LoadedPanel: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(true);
    const trigger = useListTrigger({ isOpen, onOpenChange: setOpen }, null);

    return (
      <>
        <span id={trigger.labelId}>{args.label}</span>
        <AriaButton {...trigger.triggerProps} ref={trigger.triggerRef}>
          <span id={trigger.valueId}>EMEA brands</span>
        </AriaButton>
        {isOpen && (
          <GroupSelectorPanel
            trigger={trigger}
            groups={args.groups}
            selectedId="emea"
            onSelect={args.onSelect}
            profileCountLabel={args.profileCountLabel}
            emptyLabel={args.emptyLabel}
          />
        )}
      </>
    );
  },
  play: async ({ args, userEvent }) => {
    const list = await screen.findByRole('listbox', { name: 'Group' });
    await expect(within(list).getByRole('option', { name: /EMEA brands/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(list).getByRole('option', { name: /Video channels/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('video');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** The networks of a group, at most four marks; decorative (the option names its networks in words). */
export const NetworkMarksOfAGroup: Story = {
  render: () => <NetworkMarks networks={['instagram', 'facebook', 'tiktok', 'youtube', 'pinterest']} />,
  play: async ({ canvasElement }) => {
    const marks = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(marks?.children).toHaveLength(4);
  },
};
