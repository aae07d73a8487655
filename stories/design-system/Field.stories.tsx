import { TextArea, TextField as AriaTextField } from 'react-aria-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import {
  fieldControlStyles,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldRootStyles,
} from '@/design-system/Field';
import { FieldListBox, FieldListBoxItem } from '@/design-system/Field/list.ts';
import type { FieldListItem } from '@/design-system/Field';

/*
 * The shared pieces every field is built from. A new field composes them around a React Aria control, as this
 * multi-line example does; the box takes `fieldControlStyles` and only adjusts what differs (height here).
 */
const Root = styled(AriaTextField)`
  ${fieldRootStyles};
`;

const Box = styled(TextArea)`
  ${fieldControlStyles};
  height: auto;
  min-height: calc(${({ theme }) => theme.size.controlMd} * 2);
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[300]};
  resize: vertical;

  &[data-focus-visible],
  &[data-focused] {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

type ExampleProps = { label: string; description?: string; errorMessage?: string; isDisabled?: boolean };

function ExampleField({ label, description, errorMessage, isDisabled }: ExampleProps) {
  return (
    <Root isInvalid={Boolean(errorMessage)} isDisabled={isDisabled} validationBehavior="aria">
      <FieldLabel>{label}</FieldLabel>
      {description && <FieldDescription>{description}</FieldDescription>}
      <Box />
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </Root>
  );
}

const meta = {
  title: 'Design System/Field',
  component: ExampleField,
  args: { label: 'Caption', description: 'Hashtags count towards the limit.' },
  argTypes: { errorMessage: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExampleField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label, description and control wired together by React Aria. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const textbox = canvas.getByRole('textbox', { name: 'Caption' });
    await expect(textbox).toHaveAccessibleDescription('Hashtags count towards the limit.');
    await userEvent.type(textbox, 'Launch day');
    await expect(textbox).toHaveValue('Launch day');
  },
};

/** The error line: icon and message, shown only while the field is invalid, and linked to the control. */
export const WithError: Story = {
  args: { errorMessage: 'Keep it under 2,200 characters.' },
  play: async ({ canvas }) => {
    const textbox = canvas.getByRole('textbox', { name: 'Caption' });
    await expect(textbox).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox).toHaveAccessibleDescription(
      'Hashtags count towards the limit. Keep it under 2,200 characters.',
    );
  },
};

/** Each piece in each state: the visual-regression baseline. */
export const Gallery: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <ExampleField label="Plain" />
      <ExampleField label="With description" description="Hashtags count towards the limit." />
      <ExampleField label="Invalid" errorMessage="Keep it under 2,200 characters." />
      <ExampleField label="Disabled" isDisabled />
    </div>
  ),
};

const PERIODS: FieldListItem[] = [
  { id: 'last7', label: 'Last 7 days' },
  { id: 'last28', label: 'Last 28 days' },
  { id: 'last90', label: 'Last 90 days' },
];

/**
 * The list pieces the fields show once their list opens (`Field/list.ts`, loaded with the popovers that use them,
 * ADR 0015): options and a check on the chosen one.
 */
export const ListPieces: Story = {
  render: () => (
    <FieldListBox<FieldListItem>
      aria-label="Period"
      items={PERIODS}
      selectionMode="single"
      defaultSelectedKeys={['last28']}
    >
      {(item) => <FieldListBoxItem item={item} />}
    </FieldListBox>
  ),
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('listbox', { name: 'Period' });
    await expect(canvas.getByRole('option', { name: /Last 28 days/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('option', { name: /Last 90 days/ }));
    await expect(canvas.getByRole('option', { name: /Last 90 days/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(list).toBeVisible();
  },
};
