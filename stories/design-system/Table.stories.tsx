import { FileText } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Badge } from '@/design-system/Badge';
import { EmptyState } from '@/design-system/EmptyState';
import { sortRows, Table, type SortDescriptor, type TableColumn } from '@/design-system/Table';

type Post = {
  id: string;
  title: string;
  network: string;
  status: 'Published' | 'Scheduled' | 'Failed';
  publishedAt: Date | null;
  reach: number;
  engagement: number | null;
};

const NETWORKS = ['Instagram', 'Facebook', 'LinkedIn', 'TikTok', 'YouTube', 'Threads'];
const TITLES = [
  'Summer collection teaser',
  'Behind the scenes at the studio',
  'Customer story: Ana from Lisbon',
  'Five tips for better reels',
  'Product launch countdown',
  'Weekly Q&A with the team',
  'Throwback to our first shop',
  'How we pack every order',
];
const BASE = Date.UTC(2025, 4, 1, 9, 0);

/** A deterministic pseudo-random sequence, so the stories (and their screenshots) never change. */
function makePosts(count: number): Post[] {
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return Array.from({ length: count }, (_, index) => {
    const status = index % 11 === 3 ? 'Failed' : index % 7 === 2 ? 'Scheduled' : 'Published';
    return {
      id: `post-${index + 1}`,
      title: `${TITLES[index % TITLES.length]} #${index + 1}`,
      network: NETWORKS[Math.floor(next() * NETWORKS.length)]!,
      status,
      publishedAt: status === 'Published' ? new Date(BASE + index * 3_600_000 * 7) : null,
      reach: Math.round(next() * 250_000),
      engagement: status === 'Published' ? Math.round(next() * 1000) / 100 : null,
    };
  });
}

const POSTS = makePosts(8);
const MANY = makePosts(10_000);

const COLUMNS: TableColumn[] = [
  { id: 'title', name: 'Post', isRowHeader: true, allowsSorting: true, width: '2fr', minWidth: 200 },
  { id: 'network', name: 'Network', allowsSorting: true, width: 120 },
  { id: 'status', name: 'Status', width: 120 },
  { id: 'publishedAt', name: 'Published', allowsSorting: true, width: 140 },
  { id: 'reach', name: 'Reach', allowsSorting: true, align: 'end', width: 110 },
  { id: 'engagement', name: 'Engagement', allowsSorting: true, align: 'end', width: 130 },
];

const number = new Intl.NumberFormat('en-GB');
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', minimumFractionDigits: 2 });
const date = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const TONE = { Published: 'success', Scheduled: 'info', Failed: 'critical' } as const;

function renderCell(post: Post, columnId: string): React.ReactNode {
  switch (columnId) {
    case 'title':
      return post.title;
    case 'network':
      return post.network;
    case 'status':
      return (
        <Badge size="sm" tone={TONE[post.status]}>
          {post.status}
        </Badge>
      );
    case 'publishedAt':
      return post.publishedAt ? date.format(post.publishedAt) : '—';
    case 'reach':
      return number.format(post.reach);
    case 'engagement':
      return post.engagement === null ? '—' : percent.format(post.engagement / 100);
    default:
      return null;
  }
}

const accessor = (post: Post, columnId: string) => post[columnId as keyof Post];

/** The usual screen wiring: sort state in the screen, rows sorted with `sortRows`. */
function SortableTable(props: Omit<React.ComponentProps<typeof Table<Post>>, 'rows'> & { rows: Post[] }) {
  const [sort, setSort] = useState<SortDescriptor | undefined>(props.sortDescriptor);
  const rows = useMemo(() => sortRows(props.rows, sort, accessor, 'en'), [props.rows, sort]);
  return (
    <Table<Post>
      {...props}
      rows={rows}
      sortDescriptor={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Design System/Table',
  component: Table<Post>,
  args: {
    'aria-label': 'Posts',
    columns: COLUMNS,
    rows: POSTS,
    renderCell,
    selectionMode: 'none',
    isLoading: false,
    rowHeight: 44,
    onSortChange: fn(),
  },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
    columns: { control: false },
    rows: { control: false },
    renderCell: { control: false },
    emptyState: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Table<Post>>;

export default meta;
type Story = StoryObj<typeof meta>;

const titlesOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Pressing a header sorts by it (ascending, then descending); `aria-sort` says how. Missing values go last. */
export const Sortable: Story = {
  render: (args) => <SortableTable {...args} rows={POSTS} />,
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('grid', { name: 'Posts' });
    const reach = canvas.getByRole('columnheader', { name: 'Reach' });
    await expect(reach).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(reach);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'reach', direction: 'ascending' });
    await expect(reach).toHaveAttribute('aria-sort', 'ascending');
    const ascending = [...POSTS].sort((a, b) => a.reach - b.reach).map((post) => post.title);
    await waitFor(() => expect(titlesOf(table)).toEqual(ascending));

    await userEvent.click(reach);
    await expect(reach).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(titlesOf(table)).toEqual([...ascending].reverse()));

    const engagement = canvas.getByRole('columnheader', { name: 'Engagement' });
    await userEvent.click(engagement);
    await userEvent.click(engagement);
    await expect(engagement).toHaveAttribute('aria-sort', 'descending');
    await expect(reach).toHaveAttribute('aria-sort', 'none');
    // Posts without engagement (scheduled, failed) stay last, descending too.
    const lastCells = within(table)
      .getAllByRole('row')
      .slice(-2)
      .map((row) => within(row).getAllByRole('gridcell').at(-1)?.textContent);
    await expect(lastCells).toEqual(['—', '—']);
  },
};

/** Keyboard: arrows move between rows and cells; Enter opens a row (`onRowAction`). */
export const RowActions: Story = {
  args: { onRowAction: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith('post-2');
  },
};

/** A checkbox column: select rows, or all from the header. */
export const Selection: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn(), defaultSelectedKeys: ['post-3'] },
  play: async ({ canvas, userEvent, args }) => {
    const checkboxes = canvas.getAllByRole('checkbox');
    await userEvent.click(checkboxes[1]!);
    await expect(canvas.getAllByRole('row')[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalled();
    await expect(checkboxes[0]).toBePartiallyChecked();
  },
};

/** Numbers aligned at the end, tabular figures: the digits line up column-wise. */
export const Numeric: Story = {
  args: {
    'aria-label': 'Top profiles',
    columns: [
      { id: 'network', name: 'Profile', isRowHeader: true, width: '2fr' },
      { id: 'reach', name: 'Reach', align: 'end' },
      { id: 'engagement', name: 'Engagement', align: 'end' },
      { id: 'publishedAt', name: 'Last post', align: 'end' },
    ],
  },
};

const LONG_CAPTION =
  'Behind the scenes: our cold brew recipe, step by step, from the beans we choose to the bottles on the shelf. Tell us what you think in the comments';

/**
 * A long text column with `maxWidth`: the caption ends in an ellipsis at that width (not cut mid-word without
 * one), and the figures beside it keep their place on the screen. Column names wrap onto two lines rather than
 * widening columns of short figures.
 */
export const LongText: Story = {
  args: {
    columns: [
      { id: 'title', name: 'Post', isRowHeader: true, width: '2fr', minWidth: 200, maxWidth: 280 },
      { id: 'network', name: 'Network', width: 110 },
      ...['Engagements', 'Engagement rate', 'Impressions', 'Reach', 'Comments'].map((name) => ({
        id: name,
        name,
        align: 'end' as const,
        minWidth: 80,
      })),
    ],
    rows: POSTS.map((post) => ({ ...post, title: `${post.title} · ${LONG_CAPTION}` })),
    renderCell: (post: Post, column: string) =>
      column === 'title' ? post.title : column === 'network' ? post.network : number.format(post.reach),
  },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('grid', { name: 'Posts' });
    const frame = table.parentElement!;
    const caption = within(table).getAllByRole('rowheader')[0]!.querySelector('span')!;
    await expect(caption.getBoundingClientRect().width).toBeLessThanOrEqual(280);
    await expect(getComputedStyle(caption).textOverflow).toBe('ellipsis');
    await expect(caption.scrollWidth).toBeGreaterThan(caption.clientWidth);
    // Every column is in view: nothing to scroll to.
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const last = canvas.getByRole('columnheader', { name: 'Comments' }).getBoundingClientRect();
    await expect(last.right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
  },
};

/** No rows: the empty state takes their place. */
export const Empty: Story = {
  args: {
    rows: [],
    emptyState: (
      <EmptyState
        size="sm"
        icon={<FileText />}
        title="No posts in this period"
        titleLevel={3}
        description="Choose a longer period, or connect another profile."
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No posts in this period')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

/** Loading: skeleton rows in the shape of the data, the table marked busy. */
export const Loading: Story = {
  args: { isLoading: true, loadingLabel: 'Loading posts', isSkeletonAnimated: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid').parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
  },
};

/**
 * Ten thousand rows in a 480px box: only the visible rows are in the DOM; scrolling brings later ones in,
 * under a sticky header. (Building the collection of 10,000 rows still costs about a second per column in
 * development mode, so this story keeps three.)
 */
export const TenThousandRows: Story = {
  args: {
    height: 480,
    columns: [COLUMNS[0]!, COLUMNS[4]!, COLUMNS[5]!],
  },
  render: (args) => <SortableTable {...args} rows={MANY} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Posts' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await waitFor(() => expect(canvas.getByText(MANY[0]!.title)).toBeVisible());
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40);
    await expect(canvas.queryByText(MANY[4999]!.title)).toBeNull();

    table.scrollTop = 4995 * 44;
    await waitFor(() => expect(canvas.getByText(MANY[4999]!.title)).toBeInTheDocument());
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40);
    await expect(canvas.queryByText(MANY[0]!.title)).toBeNull();
    await expect(canvas.getByRole('columnheader', { name: 'Post' })).toBeVisible();
  },
};

const focusedTitle = () =>
  document.activeElement?.closest('[role="row"]')?.querySelector('[role="rowheader"]');

/**
 * The keyboard reaches every one of the ten thousand rows, though only the visible ones are in the DOM:
 * Ctrl+End to the last row, arrows and Page Up from there. The focused row stays in the DOM while the user
 * scrolls away from it (focus is never dropped), and the rows shown meanwhile are the right ones.
 */
export const TenThousandRowsKeyboard: Story = {
  args: TenThousandRows.args,
  render: TenThousandRows.render,
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('grid', { name: 'Posts' });
    await waitFor(() => expect(canvas.getByText(MANY[0]!.title)).toBeVisible());
    await userEvent.tab();
    await waitFor(() => expect(focusedTitle()).toHaveTextContent(MANY[0]!.title));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(focusedTitle()).toHaveTextContent(MANY[3]!.title));

    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(focusedTitle()).toHaveTextContent(MANY[9999]!.title));
    await expect(canvas.getByText(MANY[9999]!.title)).toBeVisible();
    // The rows scrolled past leave the DOM once the virtualizer has rendered the new window (a frame later on a
    // busy machine than the focused row arrives).
    await waitFor(() => expect(canvas.queryByText(MANY[3]!.title)).toBeNull());

    // Scrolled back to the top, the last row stays focused and in the DOM; the top rows are the first ones.
    table.scrollTop = 0;
    await waitFor(() => expect(canvas.getByText(MANY[0]!.title)).toBeVisible());
    await expect(focusedTitle()).toHaveTextContent(MANY[9999]!.title);
    await expect(titlesOf(table).slice(0, 3)).toEqual(MANY.slice(0, 3).map((post) => post.title));
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40);

    // The next key press brings the focused row's neighbour back into view.
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(focusedTitle()).toHaveTextContent(MANY[9998]!.title));
    await waitFor(() => expect(canvas.getByText(MANY[9998]!.title)).toBeVisible());
    await userEvent.keyboard('{PageUp}');
    // A page is 480 px: ten rows of 44 px.
    await waitFor(() => expect(focusedTitle()).toHaveTextContent(MANY[9988]!.title));
    await expect(focusedTitle()).toBeVisible();
    // Where the page key leaves the scroll varies between runs (the focused row can stay under the sticky
    // header), so the picture is taken with the focused row scrolled to the bottom of the view.
    document.activeElement!.closest('[role="row"]')!.scrollIntoView({ block: 'end' });
    await waitFor(() => expect(canvas.getByText(MANY[9979]!.title)).toBeVisible());
  },
};
