import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { MultiProfileSelector } from '@/design-system/MultiProfileSelector';
import type { SelectorProfile } from '@/design-system/ProfileSelector';
import { Button as AriaButton } from 'react-aria-components';
import { useLazyDialogTrigger } from '@/design-system/lazy';
import { MultiProfileSelectorPanel } from '@/design-system/MultiProfileSelector/MultiProfileSelectorPanel.tsx';

const PROFILES: SelectorProfile[] = [
  { id: 'ig-main', name: 'Kestrel Coffee', handle: '@kestrel.coffee', network: 'instagram' },
  { id: 'ig-paris', name: 'Kestrel Paris', handle: '@kestrel.paris', network: 'instagram' },
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
  { id: 'yt-main', name: 'Kestrel TV', handle: '@kestreltv', network: 'youtube' },
  { id: 'pin-main', name: 'Kestrel Recipes', handle: '@kestrelrecipes', network: 'pinterest' },
];

const meta = {
  title: 'Design System/Widgets/MultiProfileSelector',
  // Opens a popover or dialog: also checked on a 360 px wide phone screen (the storybook-phone tests).
  tags: ['overlay'],
  component: MultiProfileSelector,
  args: {
    profiles: PROFILES,
    selectedIds: ['ig-main', 'fb-main', 'li-main'],
    label: 'Profiles',
    placeholder: 'Choose profiles',
    summaryLabel: (count: number) => (count === 1 ? '1 profile' : `${count} profiles`),
    maxSelectedLabel: (max: number) => `Up to ${max} profiles`,
    selectAllLabel: 'Select all',
    selectNoneLabel: 'Clear',
    searchLabel: 'Search profiles',
    emptyLabel: 'No profile matches',
    statusLabels: {
      expiring: 'Expires soon',
      expired: 'Connection expired',
      reconnect: 'Reconnect needed',
      'permission-missing': 'Permission missing',
    },
    inactiveLabel: 'Paused',
    isDisabled: false,
    onChange: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    profiles: { control: false },
    statusLabels: { control: false },
    selectedIds: { control: 'object' },
    maxSelected: { control: 'number' },
    description: { control: 'text' },
  },
  render: function Render(args) {
    const [selectedIds, setSelectedIds] = useState(args.selectedIds);
    return (
      <MultiProfileSelector
        {...args}
        selectedIds={selectedIds}
        onChange={(ids) => {
          args.onChange(ids);
          setSelectedIds(ids);
        }}
      />
    );
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, minHeight: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MultiProfileSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tick and untick in the list: every change reports the full list of ids, in the profiles' order. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Profiles 3 profiles' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Profiles' });
    const listbox = within(dialog).getByRole('listbox');
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: /Kestrel TV/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['ig-main', 'fb-main', 'li-main', 'yt-main']);
    await userEvent.click(within(listbox).getByRole('option', { name: /^Kestrel Coffee @kestrel/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['fb-main', 'li-main', 'yt-main']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveAccessibleName('Profiles 3 profiles');
  },
};

/** Search filters the list; "select all" and "clear" act on every profile. */
export const SearchAndBulk: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Profiles/ }));
    const dialog = await screen.findByRole('dialog');
    const search = within(dialog).getByRole('searchbox', { name: 'Search profiles' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('paris');
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['ig-main', 'ig-paris', 'fb-main', 'li-main']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select all' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(PROFILES.map((profile) => profile.id));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Profiles 8 profiles' })).toBeVisible();
  },
};

/** At `maxSelected` the others are disabled and a note says why; "select all" fills up to the limit. */
export const WithLimit: Story = {
  args: { maxSelected: 4, selectedIds: ['ig-main', 'tt-main'] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Profiles/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select all' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['ig-main', 'ig-paris', 'fb-main', 'tt-main']);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Up to 4 profiles');
    await expect(within(dialog).getByRole('option', { name: /Kestrel TV/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Open, for the screenshot: checkboxes, statuses, paused profile. */
export const Open: Story = {
  args: { isOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getAllByRole('option')).toHaveLength(8);
  },
};

export const NoneSelected: Story = {
  args: { selectedIds: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Profiles Choose profiles' })).toBeVisible();
  },
};

export const OneSelected: Story = {
  args: { selectedIds: ['tt-main'] },
};

export const Disabled: Story = {
  args: { isDisabled: true, description: 'Reports compare up to 8 profiles.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Profiles/ })).toBeDisabled();
  },
};

/**
 * The panel on its own, as the selector loads it when it first opens (`MultiProfileSelectorPanel`, ADR 0015):
 * anchored to a trigger that `useLazyDialogTrigger` drives, with search, bulk buttons and the checkbox list.
 */
export const LoadedPanel: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(true);
    const { overlay, triggerRef, triggerProps } = useLazyDialogTrigger<HTMLButtonElement>({
      isOpen,
      onOpenChange: setOpen,
    });

    return (
      <>
        {/* A trigger of fixed size at a fixed place: the panel is positioned against it. */}
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span id="profiles-label" style={{ width: 80 }}>
            {args.label}
          </span>
          <AriaButton {...triggerProps} ref={triggerRef} style={{ width: 240, height: 40 }}>
            {args.placeholder}
          </AriaButton>
        </div>
        {isOpen && (
          <MultiProfileSelectorPanel
            trigger={overlay}
            labelId="profiles-label"
            profiles={args.profiles}
            selectedIds={args.selectedIds}
            onChange={args.onChange}
            selectAllLabel={args.selectAllLabel}
            selectNoneLabel={args.selectNoneLabel}
            searchLabel={args.searchLabel}
            emptyLabel={args.emptyLabel}
            statusLabels={args.statusLabels}
            inactiveLabel={args.inactiveLabel}
          />
        )}
      </>
    );
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Profiles' });
    // Focus starts in the search field; the chosen profiles are checked.
    await waitFor(() => expect(within(dialog).getByRole('searchbox')).toHaveFocus());
    const chosen = within(dialog)
      .getAllByRole('option')
      .filter((option) => option.getAttribute('aria-selected') === 'true');
    await expect(chosen).toHaveLength(3);
  },
};
