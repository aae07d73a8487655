import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as baseUserEvent } from 'storybook/test';
import { FileDropZone, type UploadFile } from '@/design-system/FileDropZone';

const UPLOADS: UploadFile[] = [
  { id: '1', name: 'autumn-collection-hero.jpg', sizeBytes: 2_480_000, status: 'done' },
  {
    id: '2',
    name: 'behind-the-scenes-roastery-tour.mp4',
    sizeBytes: 348_200_000,
    progress: 0.42,
    status: 'uploading',
  },
  {
    id: '3',
    name: 'latte-art-reel-final-final-version-3-approved-by-marketing.mov',
    sizeBytes: 1_250_000_000,
    status: 'error',
    errorMessage: 'The upload stopped. Check your connection and try again.',
  },
];

const meta = {
  title: 'Design System/FileDropZone',
  component: FileDropZone,
  args: {
    label: 'Media',
    dropLabel: 'Drag and drop files here',
    browseLabel: 'Browse files',
    acceptLabel: 'JPG, PNG or MP4, up to 1 GB',
    accept: ['image/jpeg', 'image/png', 'video/mp4'],
    maxSizeBytes: 1_000_000_000,
    allowsMultiple: true,
    onFiles: fn(),
    onReject: fn(),
    locale: 'en-GB',
  },
  argTypes: {
    files: { control: 'object' },
    accept: { control: 'object' },
    removeLabel: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) => {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');

  return input;
};

/** Browsing picks files through the system dialog; accepted ones are reported with `onFiles`. */
export const Browse: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Media' })).toBeVisible();
    const browse = canvas.getByRole('button', { name: 'Browse files' });
    await expect(browse).toHaveAccessibleDescription('JPG, PNG or MP4, up to 1 GB');
    const photo = new File(['jpeg'], 'storefront.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput(canvasElement), photo);
    await expect(args.onFiles).toHaveBeenCalledWith([photo]);
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

/** Wildcards: 'image/*' takes any image. */
export const Wildcard: Story = {
  args: {
    accept: ['image/*'],
    acceptLabel: 'Any image, up to 20 MB',
    maxSizeBytes: 20_000_000,
    allowsMultiple: false,
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const webp = new File(['webp'], 'logo.webp', { type: 'image/webp' });
    await userEvent.upload(fileInput(canvasElement), webp);
    await expect(args.onFiles).toHaveBeenCalledWith([webp]);
  },
};

/** A file of the wrong type, and a file that is too large, are rejected with their reason. */
export const Rejections: Story = {
  args: { maxSizeBytes: 1_000 },
  play: async ({ canvasElement, userEvent, args }) => {
    const pdf = new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' });
    // The browser's picker filters by `accept`; a drop does not. Skip the filter to reach the zone's own check.
    await baseUserEvent.setup({ applyAccept: false }).upload(fileInput(canvasElement), pdf);
    await expect(args.onReject).toHaveBeenCalledWith([{ file: pdf, reason: 'type' }]);

    const big = new File([new Uint8Array(2_000)], 'poster.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), big);
    await expect(args.onReject).toHaveBeenLastCalledWith([{ file: big, reason: 'size' }]);
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

/** Uploads listed under the zone: done, in progress with its percentage, and failed with the reason. */
export const WithFiles: Story = {
  args: { files: UPLOADS, onRemove: fn(), removeLabel: (name: string) => `Remove ${name}` },
  play: async ({ canvas, userEvent, args }) => {
    const bar = canvas.getByRole('progressbar', { name: 'behind-the-scenes-roastery-tour.mp4' });
    await expect(bar).toHaveAttribute('aria-valuetext', '42%');
    await expect(canvas.getByText('348 MB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove autumn-collection-hero.jpg' }));
    await expect(args.onRemove).toHaveBeenCalledWith('1');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Browse files' })).toBeDisabled();
  },
};
