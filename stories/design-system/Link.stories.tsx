import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn } from 'storybook/test';
import { Link, LINK_VARIANTS } from '@/design-system/Link';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';

/** Stands in for the app's router: in-app links route through it instead of reloading the page. */
const navigate = fn();

const meta = {
  title: 'Design System/Link',
  component: Link,
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  args: { href: '#privacy', children: 'privacy policy', variant: 'inline', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: LINK_VARIANTS },
    target: { control: 'inline-radio', options: [undefined, '_blank'] },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a sentence: underlined, in the size of the text around it. */
export const Inline: Story = {
  render: (args) => (
    <Text>
      By signing up you accept our <Link {...args} />.
    </Text>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'privacy policy' });
    await expect(link).toHaveAttribute('href', '#privacy');
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenLastCalledWith('#privacy', undefined);
  },
};

/** On its own line: no underline until hovered. Keyboard users reach and follow it with Tab and Enter. */
export const Standalone: Story = {
  args: { variant: 'standalone', href: '#forgot', children: 'Forgot your password?' },
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Forgot your password?' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenLastCalledWith('#forgot', undefined);
  },
};

/** A new tab: `rel="noreferrer"` is added, an arrow shows it, and screen readers hear the external label. */
export const External: Story = {
  args: {
    variant: 'standalone',
    href: 'https://developers.facebook.com/docs/graph-api',
    children: 'Graph API documentation',
    target: '_blank',
    rel: 'external',
    externalLabel: '(opens in a new tab)',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Graph API documentation (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'external noreferrer');
  },
};

/** Both variants, internal and external: the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <Stack gap={400}>
      <Text>
        Read the <Link {...args} /> before connecting a profile.
      </Text>
      <Text size="sm" tone="secondary">
        Small print follows its text: <Link {...args} href="#terms" children="terms of service" />.
      </Text>
      <Stack gap={200}>
        {LINK_VARIANTS.map((variant) => (
          <Link
            key={variant}
            {...args}
            variant={variant}
            href={`#${variant}`}
            children={`A ${variant} link`}
          />
        ))}
        <Link
          {...args}
          variant="standalone"
          href="https://www.linkedin.com/developers/"
          target="_blank"
          externalLabel="(opens in a new tab)"
          children="LinkedIn developer portal"
        />
      </Stack>
    </Stack>
  ),
};
