import {
  CalendarDays,
  ChartLine,
  FileText,
  Inbox,
  LayoutDashboard,
  LifeBuoy,
  Settings,
  Users,
} from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn } from 'storybook/test';
import { Badge } from '@/design-system/Badge';
import { Logo } from '@/design-system/Logo';
import { SidebarNav, type SidebarNavSection } from '@/design-system/SidebarNav';

const SECTIONS: ReadonlyArray<SidebarNavSection> = [
  {
    id: 'main',
    items: [
      { id: 'overview', label: 'Overview', href: '/overview', icon: <LayoutDashboard />, isCurrent: true },
      { id: 'analytics', label: 'Analytics', href: '/analytics', icon: <ChartLine /> },
      { id: 'calendar', label: 'Calendar', href: '/calendar', icon: <CalendarDays /> },
      {
        id: 'inbox',
        label: 'Inbox',
        href: '/inbox',
        icon: <Inbox />,
        badge: (
          <Badge size="sm" tone="accent">
            12
          </Badge>
        ),
      },
    ],
  },
  {
    id: 'workspace',
    title: 'Workspace',
    items: [
      { id: 'reports', label: 'Reports', href: '/reports', icon: <FileText /> },
      { id: 'team', label: 'Team', href: '/team', icon: <Users /> },
      { id: 'settings', label: 'Settings', href: '/settings', icon: <Settings /> },
    ],
  },
];

const navigate = fn();

const meta = {
  title: 'Design System/SidebarNav',
  component: SidebarNav,
  parameters: { layout: 'fullscreen' },
  args: {
    'aria-label': 'Main',
    sections: SECTIONS,
    header: <Logo size="sm" />,
    footer: (
      <a href="/help" style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <LifeBuoy size={16} aria-hidden="true" />
        Help centre
      </a>
    ),
  },
  argTypes: { header: { control: false }, footer: { control: false }, sections: { control: 'object' } },
  // The app provides client-side routing through React Aria's RouterProvider; here it is a spy.
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  // The layout gives the nav its width and height; here a fixed frame does.
  render: (args) => (
    <div style={{ width: 248, height: 560 }}>
      <SidebarNav {...args} />
    </div>
  ),
} satisfies Meta<typeof SidebarNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current page is marked with `aria-current="page"`; links navigate through the RouterProvider. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Analytics' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('list', { name: 'Workspace' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Reports' }));
    await expect(navigate).toHaveBeenCalledWith('/reports', undefined);
  },
};

/** Keyboard users tab through the links in order. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Overview' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Analytics' })).toHaveFocus();
  },
};

/** Taller than its container: the sections scroll, header and footer stay. */
export const Scrolling: Story = {
  args: {
    sections: Array.from({ length: 4 }, (_, group) => ({
      id: `group-${group}`,
      title: `Group ${group + 1}`,
      items: Array.from({ length: 5 }, (_, index) => ({
        id: `item-${group}-${index}`,
        label: `Page ${group + 1}.${index + 1}`,
        href: `/page/${group}/${index}`,
        icon: <FileText />,
        isCurrent: group === 0 && index === 0,
      })),
    })),
  },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('link', { name: 'Help centre' });
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(footer.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      nav.getBoundingClientRect().bottom,
    );
    const scroller = canvas.getByRole('link', { name: 'Page 1.1' }).closest('ul')!.parentElement!
      .parentElement!;
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
  },
};

/** With and without header, footer, icons, section titles and badges: the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, padding: 24, alignItems: 'stretch' }}>
      <div style={{ width: 248, height: 520 }}>
        <SidebarNav {...args} aria-label="Gallery: full" />
      </div>
      <div style={{ width: 248, height: 520 }}>
        <SidebarNav
          aria-label="Gallery: no header or footer"
          sections={[
            {
              id: 'plain',
              title: 'Without icons',
              items: [
                { id: 'a', label: 'Account', href: '/a' },
                { id: 'b', label: 'Security', href: '/b', isCurrent: true },
                { id: 'c', label: 'A label long enough to be cut with an ellipsis', href: '/c' },
              ],
            },
          ]}
        />
      </div>
    </div>
  ),
};
