import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  NETWORK_ICON_SIZES,
  NETWORK_ICON_TONES,
  NetworkIcon,
  NETWORKS,
  networkName,
} from '@/design-system/NetworkIcon';

const meta = {
  title: 'Design System/NetworkIcon',
  component: NetworkIcon,
  args: { network: 'instagram', size: 'lg', tone: 'brand', label: 'Instagram' },
  argTypes: {
    network: { control: 'select', options: NETWORKS },
    size: { control: 'inline-radio', options: NETWORK_ICON_SIZES },
    tone: { control: 'inline-radio', options: NETWORK_ICON_TONES },
  },
} satisfies Meta<typeof NetworkIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a label the mark is an image with the network's name; without, it is hidden from assistive technology. */
export const Labelled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Instagram' })).toBeInTheDocument();
  },
};

export const Decorative: Story = {
  args: { label: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The eight networks, in brand colours and in the text colour, at 16, 20 and 24 px. */
export const Gallery: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {NETWORK_ICON_TONES.map((tone) =>
        NETWORK_ICON_SIZES.map((size) => (
          <div key={`${tone}-${size}`} style={{ display: 'flex', gap: 20, alignItems: 'center' }}>
            {NETWORKS.map((network) => (
              <NetworkIcon
                key={network}
                {...args}
                network={network}
                size={size}
                tone={tone}
                label={networkName(network)}
              />
            ))}
          </div>
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: 'LinkedIn' })).toHaveLength(6);
  },
};
