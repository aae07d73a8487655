import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { TPostLocation } from '@contracts/publishing.ts';
import { identityHandlers } from '@mocks/handlers/identity.ts';
import { linksHandlers } from '@mocks/handlers/links.ts';
import { platformHandlers } from '@mocks/handlers/platform.ts';
import { SOCIAL_IDS, socialHandlers } from '@mocks/handlers/social.ts';
import { AppProviders } from '@/app/App.tsx';
import { LocationPicker, type LocationPickerProps } from '@/features/publishing/index.ts';

type Props = Omit<LocationPickerProps, 'value' | 'onChange'> & {
  initial?: TPostLocation | null;
  onChange?: (location: TPostLocation | null) => void;
};

/** The picker as the composer shows it for one profile, keeping the chosen place. */
function Picker({ initial = null, onChange, ...props }: Props) {
  const [value, setValue] = useState<TPostLocation | null>(initial);

  return (
    <div style={{ width: 420, minHeight: 360 }}>
      <LocationPicker
        {...props}
        value={value}
        onChange={(location) => {
          onChange?.(location);
          setValue(location);
        }}
      />
    </div>
  );
}

const INSTAGRAM = { id: SOCIAL_IDS.instagram, name: 'Kestrel Coffee', network: 'instagram' as const };

const meta = {
  title: 'Features/LocationPicker',
  component: Picker,
  args: { profile: INSTAGRAM, onChange: fn() },
  argTypes: { errorMessage: { control: 'text' } },
  parameters: {
    docs: {
      description: {
        component:
          "For the post composer: `<LocationPicker profile value onChange errorMessage? />` tags a post with a place on one profile's network. Typing (two letters or more, debounced) searches `/search-locations` with the profile's own connection; the network's places are listed with where they are; a network that cannot answer is said in plain words (reconnect, try later, refused). `ComposerPlaces` shows one picker per chosen profile whose network takes places.",
      },
    },
  },
  decorators: [
    (Story) => (
      <AppProviders>
        <Story />
      </AppProviders>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...identityHandlers(), ...platformHandlers(), ...socialHandlers(), ...linksHandlers());
  },
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const input = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('combobox', { name: 'Place on Instagram · Kestrel Coffee' });

/** Typing searches the network; choosing a place with the keyboard tags the post with it. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(input(canvas), 'tower');
    const option = await page().findByRole('option', { name: /Tower Bridge/ });
    await waitFor(() => expect(option).toBeVisible());
    await expect(page().getByRole('option', { name: /Eiffel Tower/ })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ id: 'demo-place-13', name: 'Tower Bridge' });
    await expect(input(canvas)).toHaveValue('Tower Bridge');
  },
};

/** A place already chosen: the button beside it removes it. */
export const Chosen: Story = {
  args: { initial: { id: 'demo-place-14', name: 'Borough Market' } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(input(canvas)).toHaveValue('Borough Market');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the place' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(input(canvas)).toHaveValue('');
  },
};

/** Nothing matches: the list says so with what was typed. */
export const NoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(input(canvas), 'zzz');
    const empty = await page().findByText('No place matches “zzz”.');
    await waitFor(() => expect(empty).toBeVisible());
  },
};

/** The network asked us to slow down: try again in a moment. */
export const RetryLater: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(input(canvas), 'busy cafe');
    const message = await page().findByText('Instagram did not answer: try again in a moment.');
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** The profile's connection expired: reconnect it, with a link to the profiles. */
export const Reconnect: Story = {
  args: { profile: { id: SOCIAL_IDS.facebook, name: 'Kestrel Coffee', network: 'facebook' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      canvas.getByRole('combobox', { name: 'Place on Facebook · Kestrel Coffee' }),
      'tower',
    );
    const inList = await page().findByText('Reconnect Kestrel Coffee to search for places.');
    await waitFor(() => expect(inList).toBeVisible());
    // Closed, the list gives the page back: the link under the field leads to the profiles.
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('link', { name: 'Reconnect' })).toHaveAttribute(
      'href',
      '/social-profiles',
    );
  },
};

/** The server refused the place (e.g. a network that takes none): the field says why. */
export const Refused: Story = {
  args: {
    initial: { id: 'demo-place-13', name: 'Tower Bridge' },
    errorMessage:
      'Instagram stories cannot be tagged with a place through the API; remove the place or post it to the feed.',
  },
  play: async ({ canvas }) => {
    await expect(input(canvas)).toHaveAttribute('aria-invalid', 'true');
  },
};
