import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTheme } from 'styled-components';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '@/design-system/Button';
import { ChartCard } from '@/design-system/ChartCard';

const DAYS = ['Mar 1', 'Mar 2', 'Mar 3', 'Mar 4', 'Mar 5', 'Mar 6', 'Mar 7', 'Mar 8', 'Mar 9', 'Mar 10'];
const REACH = [1200, 1350, 1280, 1610, 1720, 1490, 1880, 2040, 1930, 2210];

/** A stand-in chart: a fixed-size inline SVG line (the real charts live in LineChart and friends). */
function PlaceholderChart({
  values = REACH,
  label = 'Reach per day',
}: {
  values?: number[];
  label?: string;
}) {
  const theme = useTheme();
  const width = 560;
  const height = 180;
  const max = Math.max(...values);
  const min = Math.min(...values);
  const points = values
    .map((value, index) => {
      const x = (index / (values.length - 1)) * (width - 16) + 8;
      const y = height - 8 - ((value - min) / (max - min || 1)) * (height - 16);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  return (
    <svg
      role="img"
      aria-label={label}
      width="100%"
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
    >
      {[0.25, 0.5, 0.75].map((ratio) => (
        <line
          key={ratio}
          x1="0"
          x2={width}
          y1={height * ratio}
          y2={height * ratio}
          stroke={theme.color.borderSubtle}
        />
      ))}
      <polyline
        points={points}
        fill="none"
        stroke={theme.color.dataViz[0]}
        strokeWidth="2"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

const meta = {
  title: 'Design System/Widgets/ChartCard',
  // Opens a popover or dialog: also checked on a 360 px wide phone screen (the storybook-phone tests).
  tags: ['overlay'],
  component: ChartCard,
  args: {
    title: 'Reach',
    period: 'Mar 1 – Mar 10, 2026',
    description: 'Unique accounts that saw any of your posts, per day.',
    exportLabel: 'Export chart',
    downloadPngLabel: 'Download PNG',
    downloadCsvLabel: 'Download CSV',
    csv: {
      filename: 'reach-2026-03.csv',
      columns: ['Date', 'Reach'],
      rows: DAYS.map((day, index) => [day, REACH[index] ?? null]),
    },
    isExportDisabled: false,
    onExport: fn(),
    onExportError: fn(),
    children: <PlaceholderChart />,
  },
  argTypes: {
    description: { control: 'text' },
    children: { control: false },
    actions: { control: false },
    csv: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChartCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The export menu offers PNG and CSV; choosing CSV hands a file to the browser and reports it. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Reach' })).toBeVisible();
    // From the keyboard, so focus (and its ring) returns to the button the same way every run: after a pointer
    // choice the browser restores it only some of the time.
    const button = canvas.getByRole('button', { name: 'Export chart' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Export chart' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Download PNG', 'Download CSV']);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Download PNG' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Download CSV' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onExport).toHaveBeenCalledWith('csv');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Focus goes back to the button that opened the menu (and the picture waits for it).
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/**
 * PNG: the card is rendered to an image in the browser (without its buttons) and downloaded. Driven from the
 * keyboard: Enter opens the menu on its first item, Enter chooses it, focus (with its ring) goes back to the button.
 */
export const DownloadPng: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Export chart' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Download PNG' });
    await waitFor(() => expect(item).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onExport).toHaveBeenCalledWith('png'), { timeout: 5000 });
    await expect(args.onExportError).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // The picture is drawn while the menu closes: on a busy machine focus comes back after it, later than a second.
    await waitFor(() => expect(button).toHaveFocus(), { timeout: 5000 });
  },
};

/** Without `csv` only the PNG is offered. */
export const PngOnly: Story = {
  args: { csv: undefined, description: undefined },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export chart' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** Header actions sit before the export menu. */
export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="tertiary">
        Compare
      </Button>
    ),
  },
};

/** While the chart loads or has no data, the export button is disabled. */
export const ExportDisabled: Story = {
  args: { isExportDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Export chart' })).toBeDisabled();
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Average engagement rate per post across every connected Instagram and TikTok profile',
    period: 'Jan 1, 2026 – Mar 31, 2026 · compared with the previous quarter',
  },
};

/**
 * An export that fails (here: the browser refuses to make the file) says so in the card, in plain words, with
 * `exportErrorMessage`; `onExportError` still gets the error. The next export that works clears it.
 */
export const ExportFails: Story = {
  args: {
    exportErrorMessage: 'The chart could not be saved as a file. Try again.',
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByText(args.exportErrorMessage!)).toBeNull();
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = () => {
      throw new Error('Refused by the browser');
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export chart' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Download CSV' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(args.exportErrorMessage!);
      await expect(args.onExportError).toHaveBeenCalledWith('csv', expect.any(Error));
      await expect(args.onExport).not.toHaveBeenCalled();
    } finally {
      URL.createObjectURL = createObjectURL;
    }
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};
