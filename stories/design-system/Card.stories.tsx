import { Download } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '@/design-system/Button';
import { Card, CARD_ELEMENTS, CARD_PADDINGS, CardHeader } from '@/design-system/Card';

const meta = {
  title: 'Design System/Card',
  component: Card,
  args: { padding: 'md', as: 'section' },
  argTypes: {
    padding: { control: 'inline-radio', options: CARD_PADDINGS },
    as: { control: 'inline-radio', options: CARD_ELEMENTS },
    children: { control: false },
  },
  render: (args) => (
    <Card {...args} aria-labelledby="card-story-title">
      <CardHeader
        titleId="card-story-title"
        title="Engagement"
        description="Likes, comments and shares across every connected account."
        actions={
          <Button size="sm" iconStart={<Download aria-hidden="true" />}>
            Export
          </Button>
        }
      />
      <p>Engagement grew 12% compared with the previous 28 days.</p>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section named by its header's title: it shows up as a region landmark. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Engagement' });
    await expect(region.tagName).toBe('SECTION');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Engagement' })).toHaveAttribute(
      'id',
      'card-story-title',
    );
  },
};

/** The actions go under the title when the card is narrow. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <Card {...args}>
        <CardHeader
          title="Top posts"
          titleLevel={3}
          description="Last 28 days"
          actions={<Button size="sm">View all</Button>}
        />
        <p>Your carousel from Tuesday reached 4,210 people.</p>
      </Card>
    </div>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 3, name: 'Top posts' });
    const action = canvas.getByRole('button', { name: 'View all' });
    await expect(action.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);
  },
};

/** Every padding and element: the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
      {CARD_PADDINGS.map((padding) => (
        <Card {...args} key={padding} as="div" padding={padding}>
          <CardHeader title={`Padding ${padding}`} description="Card description" />
          <p>Body text sits on the surface.</p>
        </Card>
      ))}
      <Card {...args} as="article">
        <CardHeader title="As an article" actions={<Button size="sm">Open</Button>} />
        <p>A self-contained item such as a post.</p>
      </Card>
      <Card {...args} as="div">
        <p>No header, only content.</p>
      </Card>
    </div>
  ),
};
