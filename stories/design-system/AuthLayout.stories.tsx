import { BarChart3, CalendarCheck, FileCheck2 } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-aria-components';
import { expect } from 'storybook/test';
import { AuthLayout } from '@/design-system/AuthLayout';
import { Button } from '@/design-system/Button';
import { Logo } from '@/design-system/Logo';

const form = (
  <div style={{ display: 'grid', gap: 24 }}>
    <div style={{ display: 'grid', gap: 8 }}>
      <h1 style={{ fontSize: 24, lineHeight: '32px', fontWeight: 600 }}>Sign in</h1>
      <p>Welcome back. Sign in to see how your posts perform.</p>
    </div>
    <Button variant="primary" isFullWidth>
      Continue with e-mail
    </Button>
  </div>
);

const pitch = (
  <div style={{ display: 'grid', gap: 24 }}>
    <h2 style={{ fontSize: 20, lineHeight: '28px', fontWeight: 600 }}>Every network, one clear picture.</h2>
    <ul style={{ display: 'grid', gap: 16, listStyle: 'none', margin: 0, padding: 0 }}>
      {[
        { icon: <BarChart3 aria-hidden="true" />, text: 'Analytics across eight networks' },
        { icon: <CalendarCheck aria-hidden="true" />, text: 'Plan and publish from one calendar' },
        { icon: <FileCheck2 aria-hidden="true" />, text: 'Reports your clients understand' },
      ].map((point) => (
        <li key={point.text} style={{ display: 'flex', gap: 12 }}>
          {point.icon}
          {point.text}
        </li>
      ))}
    </ul>
  </div>
);

const footer = (
  <>
    <span>New to Kestrel?</span>
    <Link href="#sign-up">Create an account</Link>
  </>
);

const meta = {
  title: 'Design System/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: { brand: <Logo size="lg" />, children: form, footer, aside: pitch },
  argTypes: {
    brand: { control: false },
    children: { control: false },
    footer: { control: false },
    aside: { control: false },
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide: the card column beside the accent panel with the pitch. */
export const WithAside: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main).toContainElement(canvas.getByRole('heading', { level: 1, name: 'Sign in' }));
    await expect(canvas.getByRole('complementary')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toBeVisible();
  },
};

/** Without an aside the column is centred on the whole page. */
export const Centered: Story = {
  args: { aside: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull();
    const card = canvas.getByRole('heading', { level: 1 }).closest('main')!.firstElementChild!;
    const { left, right } = card.getBoundingClientRect();
    const width = canvasElement.getBoundingClientRect().width;
    await expect(Math.abs(left - (width - right))).toBeLessThan(2);
  },
};

/** Narrow (a phone-sized frame): the panel is gone and the card melts into the page, filling the width. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 375, height: 667, overflow: 'auto' }}>
      <AuthLayout {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull();
    const card = canvas.getByRole('heading', { level: 1 }).parentElement!.parentElement!.parentElement!;
    await expect(getComputedStyle(card).boxShadow).toBe('none');
    await expect(card.getBoundingClientRect().width).toBeGreaterThan(360);
  },
};

/**
 * With the panel, centred without it, and narrow: the visual-regression baseline. Each frame is `inert` (a
 * picture, out of the tab order and the accessibility tree), so the page does not hold three `main`
 * landmarks; the stories above test each variant live.
 */
export const Gallery: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, padding: 24, justifyItems: 'start' }}>
      {[
        { key: 'aside', width: '100%', props: args },
        { key: 'centred', width: '100%', props: { ...args, aside: undefined } },
        { key: 'narrow', width: 375, props: args },
      ].map(({ key, width, props }) => (
        <div
          key={key}
          inert
          style={{ width, height: 640, overflow: 'hidden', border: '1px solid rgba(127, 127, 127, 0.3)' }}
        >
          <AuthLayout {...props} style={{ minHeight: 640 }} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frames = canvasElement.querySelectorAll('[inert]');
    await expect(frames).toHaveLength(3);
    await expect(frames[0]!.querySelector('aside')).toBeVisible();
    await expect(frames[1]!.querySelector('aside')).toBeNull();
    await expect(frames[2]!.querySelector('aside')).not.toBeVisible();
  },
};
