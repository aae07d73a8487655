import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { KPI_FORMATS, KPI_STATUSES, KpiTile, type KpiTileProps } from '@/design-system/KpiTile';

const TREND = [3.1, 3.4, 3.2, 3.8, 3.6, 4.0, 3.9, 4.3, 4.1, 4.6, 4.4, 4.8];
const SOURCE_LABELS = {
  metric: 'Metric',
  network: 'Source',
  apiVersion: 'API version',
  lastRefresh: 'Last refresh',
  formula: 'Formula',
};

const meta = {
  title: 'Design System/Widgets/KpiTile',
  // Opens a popover or dialog: also checked on a 360 px wide phone screen (the storybook-phone tests).
  tags: ['overlay'],
  component: KpiTile,
  args: {
    label: 'Engagement rate',
    value: 0.0482,
    format: 'percent',
    locale: 'en-US',
    timeZone: 'Europe/Paris',
    delta: { value: 0.124, label: 'vs previous period' },
    isInverse: false,
    sparkline: TREND,
    sparklineLabel: 'Engagement rate over the last 12 weeks, rising',
    source: {
      metric: 'engagement',
      network: 'Instagram Graph API',
      apiVersion: 'v21.0',
      lastRefresh: '2026-03-14T08:42:00Z',
      formula: '(likes + comments + saves + shares) ÷ reach',
    },
    sourceLabel: 'Where this number comes from',
    sourceLabels: SOURCE_LABELS,
    status: 'ready',
    unavailableLabel: 'Not provided by this network',
    loadingLabel: 'Loading',
  },
  argTypes: {
    format: { control: 'inline-radio', options: KPI_FORMATS },
    status: { control: 'inline-radio', options: KPI_STATUSES },
    sparkline: { control: false },
    source: { control: false },
    sourceLabels: { control: false },
    delta: { control: 'object' },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 280, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KpiTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The "where this number comes from" popover lists the metric, source, API version, refresh and formula. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const tile = canvas.getByRole('group', { name: 'Engagement rate' });
    await expect(within(tile).getByText('4.8%')).toBeVisible();
    await expect(within(tile).getByText('+12.4%')).toBeVisible();
    await expect(
      within(tile).getByRole('img', { name: /Engagement rate over the last 12 weeks/ }),
    ).toBeVisible();

    await userEvent.click(within(tile).getByRole('button', { name: 'Where this number comes from' }));
    const dialog = await screen.findByRole('dialog', { name: 'Where this number comes from' });
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const details = within(dialog)
      .getAllByRole('definition')
      .map((detail) => detail.textContent);
    await expect(terms).toEqual(['Metric', 'Source', 'API version', 'Last refresh', 'Formula']);
    await expect(details).toEqual([
      'engagement',
      'Instagram Graph API',
      'v21.0',
      'Mar 14, 2026, 9:42 AM',
      '(likes + comments + saves + shares) ÷ reach',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The network does not give this metric: an em dash and why, never 0; no delta, no trend. */
export const Unavailable: Story = {
  args: {
    label: 'Saves',
    value: null,
    format: 'number',
    status: 'unavailable',
    unavailableLabel: 'Not provided by TikTok',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not provided by TikTok')).toBeVisible();
    await expect(canvas.queryByText('0')).toBeNull();
    await expect(canvas.queryByText('+12.4%')).toBeNull();
  },
};

/**
 * The compared period is not fully stored: the tile says how much of it is, in place of a change that would look
 * measured (`note` shows only when there is no `delta`).
 */
export const PartialComparison: Story = {
  args: {
    label: 'Impressions',
    value: 28_650,
    format: 'number',
    delta: undefined,
    note: 'Compared period: 3 of 28 days stored',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Compared period: 3 of 28 days stored')).toBeVisible();
    await expect(canvas.queryByText(/%/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Engagement rate' })).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * Loading with a comparison to come: the placeholder keeps the change line's room, so the tile is as tall as it
 * will be with its figures and nothing below it moves when they arrive (tiles as wide as on a phone, where they
 * stack: a shift there cost /home's Lighthouse score).
 */
export const LoadingWithComparison: Story = {
  // A gallery at fixed widths: not a phone layout.
  tags: ['!overlay'],
  args: { hasComparison: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, width: 380 }}>
      {/* As the key figures show it before the report arrives: no source yet. */}
      <KpiTile {...args} label="Reach" status="loading" source={undefined} />
      <KpiTile {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const loading = canvas.getByRole('group', { name: 'Reach' });
    const ready = canvas.getByRole('group', { name: 'Engagement rate' });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading.getBoundingClientRect().height).toBe(ready.getBoundingClientRect().height);
  },
};

/** With `href` the label is a link and the whole tile clicks through; the info button still works. */
export const AsLink: Story = {
  args: { href: '#/analytics/engagement' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Engagement rate' })).toHaveAttribute(
      'href',
      '#/analytics/engagement',
    );
    await expect(canvas.getByRole('button', { name: 'Where this number comes from' })).toBeVisible();
  },
};

const tiles: Array<Partial<KpiTileProps> & { label: string }> = [
  { label: 'Followers', value: 128430, format: 'number', delta: { value: 0.031, label: 'vs last month' } },
  {
    label: 'Impressions',
    value: 2_480_000,
    format: 'compact',
    delta: { value: -0.082, label: 'vs last month' },
  },
  { label: 'Engagement rate', value: 0.0482, format: 'percent', delta: { value: 0, label: 'vs last month' } },
  {
    label: 'Average watch time',
    value: 83,
    format: 'duration',
    delta: { value: 0.2, label: 'vs last month' },
  },
  {
    label: 'Unfollows',
    value: 312,
    format: 'number',
    isInverse: true,
    delta: { value: -0.18, label: 'vs last month' },
  },
  {
    label: 'Response time',
    value: 5400,
    format: 'duration',
    isInverse: true,
    delta: { value: 0.25, label: 'vs last month' },
  },
  { label: 'Saves', value: null, status: 'unavailable', unavailableLabel: 'Not provided by X' },
  { label: 'Reach', value: 48200, status: 'loading' },
  {
    label: 'Average number of profile visits per published post, all networks',
    value: 1234567.89,
    format: 'number',
    delta: { value: 1.5, label: 'vs the same period last year, all profiles' },
  },
];

/** Every format, delta direction (inverse included), unavailable, loading and long text. */
export const Gallery: Story = {
  // A gallery at fixed widths: not a phone layout.
  tags: ['!overlay'],
  decorators: [
    (Story) => (
      <div style={{ width: 880 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 16 }}>
      {tiles.map((tile, index) => (
        <KpiTile
          key={tile.label}
          {...args}
          sparkline={index % 2 === 0 ? TREND : [...TREND].reverse()}
          sparklineLabel={`${tile.label} trend`}
          status="ready"
          {...tile}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('128,430')).toBeVisible();
    await expect(canvas.getByText('2.5M')).toBeVisible();
    await expect(canvas.getByText('1m 23s')).toBeVisible();
    await expect(canvas.getByText('1h 30m')).toBeVisible();
    await expect(canvas.getByText('-8.2%')).toBeVisible();
  },
};

/** German number formats. */
export const Localized: Story = {
  args: {
    locale: 'de-DE',
    label: 'Interaktionsrate',
    delta: { value: 0.124, label: 'ggü. Vorperiode' },
    sourceLabel: 'Woher diese Zahl kommt',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4,8 %')).toBeVisible();
    await expect(canvas.getByText('+12,4 %')).toBeVisible();
  },
};

/** A total that some of the selected networks do not give says how much it counts, on the tile itself. */
export const PartialTotal: Story = {
  args: {
    label: 'Engagements',
    value: 2414,
    format: 'number',
    partialNote: '3 of 8 networks',
    sparklineLabel: 'Engagements per day',
  },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('group', { name: 'Engagements' });
    await expect(tile).toHaveTextContent(/2,414\s*3 of 8 networks/);
    await expect(canvas.getByText('3 of 8 networks')).toBeVisible();
  },
};

/** The source popover left open, for the screenshot. */
export const SourceOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Where this number comes from' }));
    const dialog = await screen.findByRole('dialog', { name: 'Where this number comes from' });
    await waitFor(() => expect(dialog).toBeVisible());
    // Let the opening fade finish before the screenshot.
    await waitFor(() =>
      expect(getComputedStyle(dialog.closest('[data-rac][style]') ?? dialog).opacity).toBe('1'),
    );
  },
};

/**
 * A figure from many sources (every network's metrics): the popover keeps its content inside its box, scrolling
 * within the room there is, rather than spilling over the tiles and off the screen.
 */
export const LongSource: Story = {
  args: {
    source: {
      metric: Array.from(
        { length: 14 },
        (_, index) =>
          `likes+comments+shares+saves_${index + 1} (computed here), post_total_media_view_unique`,
      ).join(', '),
      network: 'Facebook, Instagram, LinkedIn, Pinterest, Threads, TikTok, X, YouTube',
      apiVersion: 'Demo network',
      lastRefresh: '2026-03-14T08:42:00Z',
      formula:
        'Engagements ÷ reach, or ÷ impressions where the network gives no reach, per post; averaged over the posts.',
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Where this number comes from' }));
    const dialog = await screen.findByRole('dialog', { name: 'Where this number comes from' });
    await waitFor(() => expect(dialog).toBeVisible());
    const popover = dialog.parentElement!;
    const box = popover.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    // The last line (the formula) is inside the popover's box once the dialog is scrolled to its end.
    dialog.scrollTop = dialog.scrollHeight;
    const last = within(dialog)
      .getByText(/averaged over the posts/)
      .getBoundingClientRect();
    await expect(last.bottom).toBeLessThanOrEqual(box.bottom);
    await expect(last.top).toBeGreaterThanOrEqual(box.top);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
