import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-aria-components';
import { expect } from 'storybook/test';
import { Logo, LOGO_SIZES, LOGO_VARIANTS } from '@/design-system/Logo';

const meta = {
  title: 'Design System/Logo',
  component: Logo,
  args: { size: 'md', variant: 'full' },
  argTypes: {
    size: { control: 'inline-radio', options: LOGO_SIZES },
    variant: { control: 'inline-radio', options: LOGO_VARIANTS },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wordmark is the accessible name; the mark is decorative. */
export const Full: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Kestrel')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Alone in a link, the mark takes its name from `label`. */
export const MarkAsHomeLink: Story = {
  args: { variant: 'mark', label: 'Kestrel home' },
  render: (args) => (
    <Link href="#home" style={{ display: 'inline-flex', borderRadius: 8 }}>
      <Logo {...args} />
    </Link>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Kestrel home' })).toBeVisible();
  },
};

/** Every size and variant: the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, justifyItems: 'start' }}>
      {LOGO_SIZES.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 32, alignItems: 'center' }}>
          {LOGO_VARIANTS.map((variant) => (
            <Logo
              {...args}
              key={variant}
              size={size}
              variant={variant}
              label={variant === 'mark' ? 'Kestrel' : undefined}
            />
          ))}
        </div>
      ))}
    </div>
  ),
};
