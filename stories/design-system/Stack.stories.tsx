import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { Stack, STACK_ALIGNS, STACK_DIRECTIONS, STACK_JUSTIFIES } from '@/design-system/Stack';
import { space } from '@/design-system/theme';

/** Coloured boxes, only so the layout is visible in the story. */
const Box = styled.div<{ $tall?: boolean }>`
  min-width: ${({ theme }) => theme.space[1200]};
  height: ${({ theme, $tall }) => ($tall ? theme.space[1600] : theme.space[1000])};
  padding: ${({ theme }) => theme.space[200]};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.accentSubtle};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Frame = styled.div`
  padding: ${({ theme }) => theme.space[200]};
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Caption = styled.p`
  margin-bottom: ${({ theme }) => theme.space[100]};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
`;

const meta = {
  title: 'Design System/Stack',
  component: Stack,
  args: { direction: 'column', gap: 400, wrap: false },
  argTypes: {
    direction: { control: 'inline-radio', options: STACK_DIRECTIONS },
    gap: { control: 'select', options: Object.keys(space).map(Number) },
    align: { control: 'select', options: [undefined, ...STACK_ALIGNS] },
    justify: { control: 'select', options: [undefined, ...STACK_JUSTIFIES] },
    as: { control: 'select', options: ['div', 'section', 'ul', 'nav'] },
    children: { control: false },
  },
  render: (args) => (
    <Frame>
      <Stack {...args}>
        <Box>One</Box>
        <Box $tall>Two</Box>
        <Box>Three</Box>
      </Stack>
    </Frame>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {};

export const Row: Story = { args: { direction: 'row', gap: 300, align: 'center' } };

/** `as` changes the element, so a list keeps its list semantics. */
export const AsList: Story = {
  args: { as: 'ul', direction: 'row', gap: 200, style: { listStyle: 'none', padding: 0, margin: 0 } },
  render: (args) => (
    <Stack {...args}>
      <li>
        <Box>Instagram</Box>
      </li>
      <li>
        <Box>LinkedIn</Box>
      </li>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Every alignment and distribution of a row: the visual-regression baseline. */
export const Gallery: Story = {
  render: () => (
    <Stack gap={600}>
      {STACK_ALIGNS.map((align) => (
        <div key={align}>
          <Caption>align=&quot;{align}&quot;</Caption>
          <Frame>
            <Stack direction="row" gap={200} align={align}>
              <Box>One</Box>
              <Box $tall>Two</Box>
              <Box>Three</Box>
            </Stack>
          </Frame>
        </div>
      ))}
      {STACK_JUSTIFIES.map((justify) => (
        <div key={justify}>
          <Caption>justify=&quot;{justify}&quot;</Caption>
          <Frame>
            <Stack direction="row" gap={200} justify={justify}>
              <Box>One</Box>
              <Box>Two</Box>
            </Stack>
          </Frame>
        </div>
      ))}
      <div>
        <Caption>wrap</Caption>
        <Frame style={{ maxWidth: 240 }}>
          <Stack direction="row" gap={200} wrap>
            {['One', 'Two', 'Three', 'Four', 'Five'].map((label) => (
              <Box key={label}>{label}</Box>
            ))}
          </Stack>
        </Frame>
      </div>
    </Stack>
  ),
};
