import { Bell, Search } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Avatar } from '@/design-system/Avatar';
import { Badge } from '@/design-system/Badge';
import { Button } from '@/design-system/Button';
import { IconButton } from '@/design-system/IconButton';
import { TopBar } from '@/design-system/TopBar';

const onNotifications = fn();

const title = <strong style={{ fontSize: 16, fontWeight: 600 }}>Analytics</strong>;
const end = (
  <>
    <Badge tone="accent">Trial: 12 days left</Badge>
    <IconButton icon={<Bell />} label="Notifications" onPress={onNotifications} />
    <Avatar name="Ada Lovelace" size="sm" />
  </>
);

const meta = {
  title: 'Design System/TopBar',
  // Opens a popover or dialog: also checked on a 360 px wide phone screen (the storybook-phone tests).
  tags: ['overlay'],
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: { start: title, end },
  argTypes: { start: { control: false }, end: { control: false }, children: { control: false } },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's banner landmark; the end slot holds the actions. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    onNotifications.mockClear();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(onNotifications).toHaveBeenCalledTimes(1);
  },
};

const searchButton = (
  <Button variant="secondary" size="sm" iconStart={<Search aria-hidden="true" />}>
    Search posts
  </Button>
);

/**
 * Every slot combination: the visual-regression baseline. Each bar sits in an `article` here, so the
 * gallery does not hold several banner landmarks.
 */
export const Gallery: Story = {
  // A gallery at fixed widths: not a phone layout.
  tags: ['!overlay'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, padding: 24 }}>
      <article>
        <TopBar {...args} />
      </article>
      <article>
        <TopBar {...args}>{searchButton}</TopBar>
      </article>
      <article>
        <TopBar start={title} />
      </article>
      <article>
        <TopBar end={end} />
      </article>
      <article style={{ width: 360 }}>
        <TopBar
          start={
            <strong style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              A very long page title that has to ellipsize
            </strong>
          }
          end={<IconButton icon={<Bell />} label="Notifications (narrow)" />}
        />
      </article>
    </div>
  ),
};
