import { Copy, LogOut, MoreHorizontal, Pencil, Settings, ShieldCheck, Trash2, UserRound } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Avatar } from '@/design-system/Avatar';
import { Button } from '@/design-system/Button';
import { IconButton } from '@/design-system/IconButton';
import { Menu, MenuHeader, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from '@/design-system/Menu';
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useLazyMenuTrigger } from '@/design-system/lazy';
import { MenuItemContent, MenuList, MenuPopover } from '@/design-system/Menu/MenuParts.tsx';

const navigate = fn();

const meta = {
  title: 'Design System/Menu',
  // Opens a popover or dialog: also checked on a 360 px wide phone screen (the storybook-phone tests).
  tags: ['overlay'],
  component: MenuTrigger,
  args: {
    placement: 'bottom start',
    trigger: <Button>Actions</Button>,
    children: null,
  },
  argTypes: {
    placement: {
      control: 'select',
      options: ['bottom start', 'bottom end', 'top start', 'top end', 'start', 'end'],
    },
    trigger: { control: false },
    children: { control: false },
  },
  parameters: { docs: { story: { height: '360px' } } },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ minHeight: 320 }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof MenuTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

const onAction = fn();

/** Click opens it, arrows move, Enter chooses (reporting the item's id) and Escape closes, returning focus. */
export const Actions: Story = {
  render: (args) => (
    <MenuTrigger {...args}>
      <Menu aria-label="Post actions" onAction={onAction}>
        <MenuItem id="edit" icon={<Pencil />}>
          Edit
        </MenuItem>
        <MenuItem id="duplicate" icon={<Copy />}>
          Duplicate
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" icon={<Trash2 />} tone="critical">
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    onAction.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Actions' });

    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Post actions' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAction).toHaveBeenCalledWith('duplicate');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await userEvent.click(trigger);
    await screen.findByRole('menu', { name: 'Post actions' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(onAction).toHaveBeenCalledTimes(1);
  },
};

/** The account menu: a header with who is signed in, links (navigating through the router) and sign out. */
export const AccountMenu: Story = {
  args: {
    placement: 'bottom end',
    trigger: (
      <Button variant="tertiary" iconStart={<Avatar name="Ada Lovelace" size="sm" isDecorative />}>
        Ada
      </Button>
    ),
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <MenuTrigger {...args}>
        <Menu aria-label="Account" onAction={onAction}>
          <MenuHeader>
            <strong>Ada Lovelace</strong>
            <span style={{ fontSize: 13 }}>ada@example.com</span>
          </MenuHeader>
          <MenuItem id="account" href="/settings/account" icon={<UserRound />}>
            Account
          </MenuItem>
          <MenuItem id="security" href="/settings/security" icon={<ShieldCheck />}>
            Security
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="sign-out" icon={<LogOut />} tone="critical">
            Sign out
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    onAction.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Ada' }));
    const menu = await screen.findByRole('menu', { name: 'Account' });
    // The header is above the menu, not an item, and describes it.
    await expect(within(menu).queryByText('ada@example.com')).toBeNull();
    await expect(menu).toHaveAccessibleDescription('Ada Lovelace ada@example.com');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Security' }));
    await expect(navigate).toHaveBeenCalledWith('/settings/security', undefined);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** Sections with titles, descriptions under labels, from an icon button. */
export const SectionsAndDescriptions: Story = {
  args: { trigger: <IconButton icon={<MoreHorizontal />} label="More" variant="secondary" /> },
  render: (args) => (
    <MenuTrigger {...args}>
      <Menu aria-label="Report options" onAction={onAction}>
        <MenuSection title="Export">
          <MenuItem id="csv" description="Every metric, one row per day">
            CSV
          </MenuItem>
          <MenuItem id="pdf" description="The report as shown, for sharing">
            PDF
          </MenuItem>
        </MenuSection>
        <MenuSection title="Report">
          <MenuItem id="settings" icon={<Settings />}>
            Report settings
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    onAction.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu', { name: 'Report options' });
    await waitFor(() => expect(within(menu).getByRole('group', { name: 'Export' })).toBeVisible());
    await expect(
      within(menu).getByRole('menuitem', { name: 'CSV Every metric, one row per day' }),
    ).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(onAction).toHaveBeenCalledWith('settings');
    // The menu closes after the action: the picture is taken once it has gone (a run caught it still open).
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/**
 * Open by default with every part (header, sections, icons, descriptions, separator, critical item): the
 * visual-regression baseline.
 */
export const Gallery: Story = {
  args: { defaultOpen: true, trigger: <Button>Open menu</Button> },
  render: (args) => (
    <MenuTrigger {...args}>
      <Menu aria-label="Everything">
        <MenuHeader>
          <strong>Grace Hopper</strong>
          <span style={{ fontSize: 13 }}>grace@example.com</span>
        </MenuHeader>
        <MenuSection title="Post">
          <MenuItem id="edit" icon={<Pencil />}>
            Edit
          </MenuItem>
          <MenuItem id="duplicate" icon={<Copy />} description="Creates a draft copy">
            Duplicate
          </MenuItem>
          <MenuItem id="disabled" icon={<Settings />} isDisabled>
            Unavailable
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="delete" icon={<Trash2 />} tone="critical">
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async () => {
    const menu = await screen.findByRole('menu', { name: 'Everything' });
    // A still picture: let the opening fade finish.
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
    await waitFor(() => expect(menu).toBeVisible());
  },
};

/**
 * The menu's loaded part on its own (`MenuParts`, ADR 0015): the popover, list and items a `MenuTrigger` renders
 * once their code has loaded, driven by `useLazyMenuTrigger`. Choosing an item reports it and closes the menu.
 */
export const LoadedParts: Story = {
  render: function Render() {
    const [isOpen, setOpen] = useState(true);
    const [chosen, setChosen] = useState<string | null>(null);
    const { overlay, triggerRef, triggerProps } = useLazyMenuTrigger<HTMLButtonElement>({
      isOpen,
      onOpenChange: setOpen,
    });

    return (
      <div style={{ minHeight: 200 }}>
        <AriaButton {...triggerProps} ref={triggerRef}>
          Post actions
        </AriaButton>
        <output>{chosen}</output>
        {isOpen && (
          <MenuPopover trigger={overlay} placement="bottom start">
            <MenuList
              aria-label="Post actions"
              onAction={setChosen}
              headers={[]}
              items={[
                <MenuItemContent key="edit" id="edit">
                  Edit
                </MenuItemContent>,
                <MenuItemContent key="delete" id="delete" tone="critical">
                  Delete
                </MenuItemContent>,
              ]}
            >
              {null}
            </MenuList>
          </MenuPopover>
        )}
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const menu = await screen.findByRole('menu', { name: 'Post actions' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('edit');
  },
};
