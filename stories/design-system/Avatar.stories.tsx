import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, AVATAR_SIZES } from '@/design-system/Avatar';
import { NETWORKS } from '@/design-system/NetworkIcon';

/** A small inline picture, so the story never touches the network. */
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="rgb(99,102,241)"/>' +
    '<circle cx="20" cy="16" r="7" fill="rgb(224,231,255)"/><rect x="8" y="26" width="24" height="16" rx="8" fill="rgb(224,231,255)"/></svg>',
)}`;

/** One name per colour slot (0 to 7), so the gallery shows every background. */
const NAMES = [
  'Alan Turing',
  'Radia Perlman',
  'Barbara Liskov',
  'Grace Hopper',
  'Linus',
  'Tim Berners-Lee',
  'Ada Lovelace',
  'Katherine Johnson',
];

const meta = {
  title: 'Design System/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace', size: 'md', isDecorative: false },
  argTypes: {
    size: { control: 'inline-radio', options: AVATAR_SIZES },
    src: { control: 'text' },
    network: { control: 'select', options: [undefined, ...NETWORKS] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Initials from the first two words; the name is the accessible name. */
export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ada Lovelace' });
    await expect(avatar).toHaveTextContent('AL');
  },
};

export const WithPicture: Story = {
  args: { src: PICTURE },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ada Lovelace' });
    await expect(avatar.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** A picture that fails to load falls back to the initials. */
export const BrokenPicture: Story = {
  args: { src: 'data:image/png;base64,broken', name: 'Grace Hopper' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Grace Hopper' });
    await expect(avatar).toHaveTextContent('GH');
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
  },
};

/** Next to a printed name the avatar is hidden from assistive technology, so the name is not read twice. */
export const Decorative: Story = {
  args: { isDecorative: true },
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Avatar {...args} />
      <span>{args.name}</span>
    </span>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Every size and each colour slot: the visual-regression baseline. The colour follows the name. */
export const Gallery: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {AVATAR_SIZES.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {NAMES.map((name) => (
            <Avatar {...args} key={name} name={name} size={size} />
          ))}
          <Avatar {...args} name="Picture" src={PICTURE} size={size} />
        </div>
      ))}
    </div>
  ),
};

/** A social profile: the network's mark sits on the edge, and its name joins the accessible name. */
export const WithNetwork: Story = {
  args: { name: 'Acme Coffee', network: 'instagram' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Acme Coffee, Instagram' })).toBeInTheDocument();
  },
};

/** Every network, in every size. */
export const NetworkGallery: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {AVATAR_SIZES.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 16 }}>
          {NETWORKS.map((network, index) => (
            <Avatar
              key={network}
              {...args}
              name={NAMES[index] ?? args.name}
              src={index % 3 === 0 ? PICTURE : undefined}
              size={size}
              network={network}
            />
          ))}
        </div>
      ))}
    </div>
  ),
};
