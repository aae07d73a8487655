import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Pagination, type PaginationProps } from '@/design-system/Pagination';
import { Stack } from '@/design-system/Stack';

const meta = {
  title: 'Design System/Pagination',
  component: Pagination,
  args: {
    page: 5,
    pageCount: 20,
    onPageChange: fn(),
    navLabel: 'Pagination',
    previousLabel: 'Previous page',
    nextLabel: 'Next page',
    pageLabel: (page: number) => `Page ${page}`,
    locale: 'en-GB',
  },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 0 } },
    siblings: { control: { type: 'number', min: 0, max: 3 } },
    pageLabel: { control: false },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);

  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

/** First, last, the current page with its neighbours, and gaps; the current page is marked for assistive tech. */
export const Default: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByText('…')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(20);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getAllByText('…')).toHaveLength(1);
  },
};

/** Tab reaches the buttons in order; Enter moves to a page. */
export const Keyboard: Story = {
  args: { page: 1, pageCount: 3 },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Start, middle, end, few pages, two siblings, and four-digit page numbers. */
export const Gallery: Story = {
  render: (args) => (
    <Stack gap={400}>
      <Pagination {...args} page={1} navLabel="Start" />
      <Pagination {...args} page={10} navLabel="Middle" />
      <Pagination {...args} page={20} navLabel="End" />
      <Pagination {...args} page={2} pageCount={4} navLabel="Few pages" />
      <Pagination {...args} page={50} pageCount={100} siblings={2} navLabel="Two siblings" />
      <Pagination {...args} page={1204} pageCount={2480} navLabel="Many pages" />
    </Stack>
  ),
};
