import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ProfileSelector, type SelectorProfile } from '@/design-system/ProfileSelector';
import { Button as AriaButton } from 'react-aria-components';
import { useListTrigger } from '@/design-system/Field';
import { ProfileSelectorPanel } from '@/design-system/ProfileSelector/ProfileSelectorPanel.tsx';

const FEW: SelectorProfile[] = [
  { id: 'ig-main', name: 'Kestrel Coffee', handle: '@kestrel.coffee', network: 'instagram' },
  { id: 'fb-main', name: 'Kestrel Coffee Roasters', handle: 'facebook.com/kestrel', network: 'facebook' },
  { id: 'li-main', name: 'Kestrel Inc.', network: 'linkedin', authStatus: 'expiring' },
  {
    id: 'tt-main',
    name: 'kestrel.coffee',
    handle: '@kestrel.coffee',
    network: 'tiktok',
    authStatus: 'expired',
  },
  { id: 'x-main', name: 'Kestrel', handle: '@kestrelcoffee', network: 'x', isActive: false },
];

const MANY: SelectorProfile[] = [
  ...FEW,
  { id: 'ig-paris', name: 'Kestrel Paris', handle: '@kestrel.paris', network: 'instagram' },
  {
    id: 'ig-lyon',
    name: 'Kestrel Lyon',
    handle: '@kestrel.lyon',
    network: 'instagram',
    authStatus: 'permission-missing',
  },
  { id: 'ig-berlin', name: 'Kestrel Berlin', handle: '@kestrel.berlin', network: 'instagram' },
  {
    id: 'fb-paris',
    name: 'Kestrel Paris',
    handle: 'facebook.com/kestrelparis',
    network: 'facebook',
    authStatus: 'reconnect',
  },
  { id: 'yt-main', name: 'Kestrel TV', handle: '@kestreltv', network: 'youtube' },
  { id: 'pin-main', name: 'Kestrel Recipes', handle: '@kestrelrecipes', network: 'pinterest' },
  { id: 'th-main', name: 'kestrel.coffee', handle: '@kestrel.coffee', network: 'threads' },
  {
    id: 'long',
    name: 'Kestrel Coffee Roasters — Official Store for Belgium, the Netherlands and Luxembourg',
    handle: '@kestrel.coffee.benelux.official',
    network: 'instagram',
  },
];

const meta = {
  title: 'Design System/Widgets/ProfileSelector',
  // Opens a popover or dialog: also checked on a 360 px wide phone screen (the storybook-phone tests).
  tags: ['overlay'],
  component: ProfileSelector,
  args: {
    profiles: FEW,
    selectedId: 'ig-main',
    label: 'Profile',
    placeholder: 'Choose a profile',
    statusLabels: {
      expiring: 'Expires soon',
      expired: 'Connection expired',
      reconnect: 'Reconnect needed',
      'permission-missing': 'Permission missing',
    },
    inactiveLabel: 'Paused',
    searchLabel: 'Search profiles',
    emptyLabel: 'No profile matches',
    searchThreshold: 8,
    groupByNetwork: false,
    isDisabled: false,
    onSelect: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    profiles: { control: false },
    statusLabels: { control: false },
    selectedId: { control: 'select', options: [null, ...MANY.map((profile) => profile.id)] },
    description: { control: 'text' },
  },
  render: function Render(args) {
    const [selectedId, setSelectedId] = useState(args.selectedId);
    return (
      <ProfileSelector
        {...args}
        selectedId={selectedId}
        onSelect={(id) => {
          args.onSelect(id);
          setSelectedId(id);
        }}
      />
    );
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, minHeight: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A few profiles: no search; statuses are written out; the choice is reported and shown. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Profile/ });
    await expect(trigger).toHaveTextContent('Kestrel Coffee');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(screen.queryByRole('searchbox')).toBeNull();
    const tiktok = within(listbox).getByRole('option', {
      name: /kestrel\.coffee @kestrel\.coffee · TikTok Connection expired/,
    });
    await expect(tiktok).toHaveAccessibleName('kestrel.coffee @kestrel.coffee · TikTok Connection expired');
    await userEvent.click(tiktok);
    await expect(args.onSelect).toHaveBeenCalledWith('tt-main');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Connection expired');
  },
};

/** Many profiles: a search field filters by name, handle or network; keyboard picks. */
export const Searchable: Story = {
  args: { profiles: MANY },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Profile/ }));
    const search = await screen.findByRole('searchbox', { name: 'Search profiles' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('paris');
    const listbox = screen.getByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('fb-paris');
  },
};

/** A search that matches nothing says so. */
export const NoMatch: Story = {
  args: { profiles: MANY },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Profile/ }));
    await screen.findByRole('searchbox');
    await userEvent.keyboard('snapchat');
    await expect(await screen.findByText('No profile matches')).toBeVisible();
  },
};

/** Grouped under each network's name, in the product's network order. */
export const GroupedByNetwork: Story = {
  args: { profiles: MANY, groupByNetwork: true, isOpen: true, searchThreshold: 100 },
  play: async () => {
    const listbox = await screen.findByRole('listbox');
    const groups = within(listbox).getAllByRole('group');
    await expect(groups[0]).toHaveAccessibleName('Instagram');
    await expect(groups).toHaveLength(8);
  },
};

export const NoneSelected: Story = {
  args: { selectedId: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Profile/ })).toHaveTextContent('Choose a profile');
  },
};

export const LongName: Story = {
  args: { profiles: MANY, selectedId: 'long' },
};

export const Disabled: Story = {
  args: { isDisabled: true, description: 'Posts can only move between profiles of the same network.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Profile/ })).toBeDisabled();
  },
};

/**
 * The list on its own, as the selector loads it when it first opens (`ProfileSelectorPanel`, ADR 0015), with
 * its search (many profiles) and network sections: a choice is reported and closes it.
 */
export const LoadedPanel: Story = {
  args: { profiles: MANY, groupByNetwork: true, searchThreshold: 0 },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(true);
    const trigger = useListTrigger({ isOpen, onOpenChange: setOpen }, null);

    return (
      <>
        <span id={trigger.labelId}>{args.label}</span>
        <AriaButton {...trigger.triggerProps} ref={trigger.triggerRef}>
          <span id={trigger.valueId}>{args.placeholder}</span>
        </AriaButton>
        {isOpen && (
          <ProfileSelectorPanel
            trigger={trigger}
            profiles={args.profiles}
            selectedId={null}
            onSelect={args.onSelect}
            statusLabels={args.statusLabels}
            inactiveLabel={args.inactiveLabel}
            searchThreshold={args.searchThreshold ?? 8}
            searchLabel={args.searchLabel}
            emptyLabel={args.emptyLabel}
            groupByNetwork={args.groupByNetwork ?? false}
          />
        )}
      </>
    );
  },
  play: async ({ args, userEvent }) => {
    const search = await screen.findByRole('searchbox', { name: 'Search profiles' });
    await expect(search).toBeVisible();
    const list = screen.getByRole('listbox');
    const [first] = within(list).getAllByRole('option');
    await userEvent.click(first!);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};
