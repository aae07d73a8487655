import { Plus } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '@/design-system/Button';
import { DocumentTitleSuffix, PageHeader } from '@/design-system/PageHeader';

const onAdd = fn();

/**
 * Every page starts with one: the h1, a line saying what the page shows, and the page's buttons. It also sets
 * the tab's title; the app provides its name once (`DocumentTitleSuffix`), so pages pass only their own words.
 */
const meta = {
  title: 'Design System/PageHeader',
  component: PageHeader,
  args: {
    title: 'Social profiles',
    subtitle: 'The profiles this workspace collects analytics for and publishes to.',
  },
  argTypes: { actions: { control: false } },
  decorators: [
    (Story) => (
      <DocumentTitleSuffix value="Kestrel">
        <Story />
      </DocumentTitleSuffix>
    ),
  ],
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Social profiles' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Social profiles · Kestrel'));
  },
};

/** The actions sit at the heading's end and wrap under it when the page is narrow. */
export const WithActions: Story = {
  args: {
    actions: (
      <Button variant="primary" iconStart={<Plus aria-hidden="true" />} onPress={onAdd}>
        Add a profile
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a profile' }));
    await expect(onAdd).toHaveBeenCalledOnce();
  },
};

/** The tab can say more than the heading: which list the campaign belongs to. */
export const OwnDocumentTitle: Story = {
  args: { title: 'Spring launch', documentTitle: 'Spring launch · Campaigns', subtitle: undefined },
  play: async () => {
    await waitFor(() => expect(document.title).toBe('Spring launch · Campaigns · Kestrel'));
  },
};
