import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn } from 'storybook/test';
import { Breadcrumbs } from '@/design-system/Breadcrumbs';
import { Stack } from '@/design-system/Stack';

const navigate = fn();

const meta = {
  title: 'Design System/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    navLabel: 'Breadcrumb',
    items: [
      { id: 'reports', label: 'Reports', href: '/reports' },
      { id: 'instagram', label: 'Instagram', href: '/reports/instagram' },
      { id: 'october', label: 'October 2026' },
    ],
  },
  argTypes: { items: { control: 'object' } },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A navigation landmark; every crumb but the last is a link, the last is the current page. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByText('October 2026')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Instagram' }));
    await expect(navigate).toHaveBeenCalledWith('/reports/instagram', undefined);
  },
};

/** Deep paths wrap; a very long page name ends in an ellipsis in a narrow column. */
export const LongPath: Story = {
  args: {
    items: [
      { id: 'workspace', label: 'Acme Coffee Roasters', href: '/' },
      { id: 'profiles', label: 'Profiles', href: '/profiles' },
      { id: 'instagram', label: '@acmecoffee', href: '/profiles/instagram' },
      { id: 'posts', label: 'Posts', href: '/profiles/instagram/posts' },
      {
        id: 'post',
        label: 'Autumn collection launch: warm knits, new colours and a little something for everyone',
      },
    ],
  },
  render: (args) => (
    <Stack gap={600}>
      <div style={{ maxWidth: 640 }}>
        <Breadcrumbs {...args} />
      </div>
      <div style={{ maxWidth: 280 }}>
        <Breadcrumbs {...args} navLabel="Breadcrumb (narrow)" />
      </div>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('navigation')).toHaveLength(2);
  },
};
