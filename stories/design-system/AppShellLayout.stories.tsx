import { Bell, CalendarDays, ChartLine, LayoutDashboard, Settings } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { AppShellLayout } from '@/design-system/AppShellLayout';
import { Avatar } from '@/design-system/Avatar';
import { Card, CardHeader } from '@/design-system/Card';
import { IconButton } from '@/design-system/IconButton';
import { Logo } from '@/design-system/Logo';
import { SidebarNav } from '@/design-system/SidebarNav';
import { TopBar } from '@/design-system/TopBar';
import { AppShellDrawer } from '@/design-system/AppShellLayout/AppShellDrawer.tsx';

const navigate = fn();

const drawerChange = fn();

const sidebar = (
  <SidebarNav
    aria-label="Main"
    header={<Logo size="sm" />}
    sections={[
      {
        id: 'main',
        items: [
          {
            id: 'overview',
            label: 'Overview',
            href: '/overview',
            icon: <LayoutDashboard />,
            isCurrent: true,
          },
          { id: 'analytics', label: 'Analytics', href: '/analytics', icon: <ChartLine /> },
          { id: 'calendar', label: 'Calendar', href: '/calendar', icon: <CalendarDays /> },
        ],
      },
      {
        id: 'workspace',
        title: 'Workspace',
        items: [{ id: 'settings', label: 'Settings', href: '/settings', icon: <Settings /> }],
      },
    ]}
  />
);

const topBar = (
  <TopBar
    start={<strong style={{ fontSize: 16 }}>Overview</strong>}
    end={
      <>
        <IconButton icon={<Bell />} label="Notifications" />
        <Avatar name="Ada Lovelace" size="sm" />
      </>
    }
  />
);

const content = (
  <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
    {['Followers', 'Reach', 'Engagement'].map((title) => (
      <Card key={title}>
        <CardHeader title={title} description="Last 28 days" />
        <p>Steady compared with the previous period.</p>
      </Card>
    ))}
  </div>
);

const meta = {
  title: 'Design System/AppShellLayout',
  component: AppShellLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    sidebar,
    topBar,
    children: content,
    skipLinkLabel: 'Skip to content',
    navigationLabel: 'Navigation',
    openNavigationLabel: 'Open navigation',
    closeNavigationLabel: 'Close navigation',
    isCompact: false,
  },
  argTypes: {
    sidebar: { control: false },
    topBar: { control: false },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof AppShellLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide: the sidebar sits at the left; the skip link is the first stop and moves focus to the content. */
export const Desktop: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open navigation' })).toBeNull();

    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toHaveFocus();
    await expect(skipLink).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
  },
};

/**
 * Narrow (forced with `isCompact`, in a phone-sized frame): the menu button opens the navigation in a drawer;
 * Escape closes it and focus returns to the button.
 */
export const Compact: Story = {
  args: { isCompact: true },
  render: (args) => (
    <div style={{ width: 375, height: 667, overflow: 'auto', border: '1px solid rgba(127, 127, 127, 0.3)' }}>
      <AppShellLayout {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Open navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeVisible());
    await expect(within(drawer).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(toggle).toHaveFocus());

    // The close button inside the drawer closes it too.
    await userEvent.click(toggle);
    const reopened = await screen.findByRole('dialog', { name: 'Navigation' });
    await userEvent.click(within(reopened).getByRole('button', { name: 'Close navigation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

const onNavigationOpenChange = fn();

/** Controlled: the app owns the open state, e.g. to close the drawer after navigating. */
export const ControlledDrawer: Story = {
  args: { isCompact: true, isNavigationOpen: true, onNavigationOpenChange },
  render: (args) => (
    <div style={{ width: 375, height: 667, overflow: 'auto' }}>
      <AppShellLayout {...args} />
    </div>
  ),
  play: async ({ userEvent }) => {
    onNavigationOpenChange.mockClear();
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
    await userEvent.keyboard('{Escape}');
    await expect(onNavigationOpenChange).toHaveBeenCalledWith(false);
    // Still open: the story does not update `isNavigationOpen`.
    await expect(drawer).toBeVisible();
  },
};

/**
 * The wide and the compact layout side by side: the visual-regression baseline. Each frame is `inert` (a
 * picture, out of the tab order and the accessibility tree), so the page does not hold two sets of landmarks;
 * the stories above test each layout live.
 */
export const Gallery: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, padding: 24, justifyItems: 'start' }}>
      <div
        inert
        style={{
          width: '100%',
          height: 480,
          overflow: 'hidden',
          border: '1px solid rgba(127, 127, 127, 0.3)',
        }}
      >
        <AppShellLayout {...args} isCompact={false} />
      </div>
      <div
        inert
        style={{ width: 375, height: 560, overflow: 'hidden', border: '1px solid rgba(127, 127, 127, 0.3)' }}
      >
        <AppShellLayout {...args} isCompact />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frames = canvasElement.querySelectorAll('[inert]');
    await expect(frames).toHaveLength(2);
    await expect(
      within(frames[0] as HTMLElement).queryByRole('button', { name: 'Open navigation', hidden: true }),
    ).not.toBeVisible();
    await expect(
      within(frames[1] as HTMLElement).getByRole('button', { name: 'Open navigation', hidden: true }),
    ).toBeVisible();
  },
};

/**
 * The small screens' drawer on its own (`AppShellDrawer`, ADR 0015), as the layout loads it when it first opens:
 * a modal dialog named after the navigation; its close button asks to close it.
 */
export const LoadedDrawer: Story = {
  render: () => (
    <div style={{ height: 480 }}>
      <AppShellDrawer
        isOpen
        onOpenChange={drawerChange}
        navigationLabel="Navigation"
        closeNavigationLabel="Close navigation"
      >
        {sidebar}
      </AppShellDrawer>
    </div>
  ),
  play: async ({ userEvent }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close navigation' }));
    await expect(drawerChange).toHaveBeenCalledWith(false);
  },
};
