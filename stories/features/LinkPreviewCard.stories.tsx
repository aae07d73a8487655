import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { identityHandlers } from '@mocks/handlers/identity.ts';
import { linksHandlers } from '@mocks/handlers/links.ts';
import { platformHandlers } from '@mocks/handlers/platform.ts';
import { AppProviders } from '@/app/App.tsx';
import { LinkPreviewCard } from '@/features/publishing/index.ts';

const meta = {
  title: 'Features/LinkPreviewCard',
  component: LinkPreviewCard,
  args: { link: 'https://kestrel-roasters.example/autumn', onRemove: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "For the post composer, under the link field: `<LinkPreviewCard link onRemove />` asks `/scrape-url` for the page's preview as the link is typed (debounced) and shows it as the card the link unfurls into: site, title, description and picture. While the page is read it says so; a page without a preview says why in plain words; the button removes the link.",
      },
    },
  },
  decorators: [
    (Story) => (
      <AppProviders>
        <div style={{ width: 480 }}>
          <Story />
        </div>
      </AppProviders>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...identityHandlers(), ...platformHandlers(), ...linksHandlers());
  },
} satisfies Meta<typeof LinkPreviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's preview; the button removes the link. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const card = await canvas.findByRole('region', { name: 'Link preview' });
    await expect(await canvas.findByText('Our autumn roast is here')).toBeVisible();
    await expect(card).toHaveTextContent('Kestrel Roasters');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the link' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** Not a web page: why there is no preview, in plain words. */
export const NoPreview: Story = {
  args: { link: 'https://kestrel-roasters.example/picture.png' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'No preview for this link: This address is not a web page (it answers image/png), so it has no preview.',
      ),
    ).toBeVisible();
  },
};

/** While the page is read. */
export const Loading: Story = {
  args: { link: 'https://kestrel-roasters.example/slow' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Link preview' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
