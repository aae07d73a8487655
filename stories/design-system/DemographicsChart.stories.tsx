import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CHART_STATUSES } from '@/design-system/ChartFrame';
import { DemographicsChart } from '@/design-system/DemographicsChart';
import { chartTooltip, demographics, pointAt } from './chartData.ts';

const meta = {
  title: 'Design System/Charts/DemographicsChart',
  component: DemographicsChart,
  args: {
    ...demographics,
    femaleLabel: 'Women',
    maleLabel: 'Men',
    otherLabel: 'Other',
    ageTitle: 'Age and gender',
    ageLabel: 'Age',
    countriesTitle: 'Top countries',
    citiesTitle: 'Top cities',
    shareLabel: 'Share of audience',
    summary: 'Audience by age and gender',
    height: 280,
    status: 'ready',
    locale: 'en-US',
    emptyMessage: 'Demographics appear once you have 100 followers.',
    errorMessage: 'We couldn’t load demographics.',
    retryLabel: 'Try again',
    loadingLabel: 'Loading demographics…',
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: CHART_STATUSES },
    ageGender: { control: false },
    countries: { control: false },
    cities: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DemographicsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Age × gender bars, top countries and cities; hovering an age range shows the three shares. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const chart = await canvas.findByRole('img', { name: 'Audience by age and gender' });
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(10));
    pointAt(chart, 0.5, 0.36);
    await waitFor(() =>
      expect(chartTooltip(canvasElement)).toHaveTextContent('25–34Women21.4%Men16.7%Other0.9%'),
    );
    await expect(canvas.getByRole('table', { name: 'Age and gender' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(8);
    await expect(canvas.getByRole('heading', { name: 'Top countries' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('France34.2%');
  },
};

/** Without an "other" gender share: two bars per range. */
export const TwoGenders: Story = {
  args: {
    ageGender: demographics.ageGender.map(({ ageRange, female, male }) => ({ ageRange, female, male })),
  },
};

export const TableView: Story = {
  args: { showTable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('table')).toHaveLength(3);
  },
};

export const Loading: Story = { args: { status: 'loading', isSkeletonAnimated: false } };

export const Empty: Story = {
  args: { status: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Demographics appear once you have 100 followers.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
