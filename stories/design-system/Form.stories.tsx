import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '@/design-system/Button';
import { Checkbox } from '@/design-system/Checkbox';
import { Form, FORM_ACTIONS_ALIGNS, FormActions } from '@/design-system/Form';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { TextField } from '@/design-system/TextField';

const meta = {
  title: 'Design System/Form',
  component: Form,
  // The spy stops the real submit, which would reload the story.
  args: {
    'aria-label': 'Invite a member',
    onSubmit: fn((event: React.FormEvent<HTMLFormElement>) => event.preventDefault()),
    children: null,
  },
  argTypes: { children: { control: false } },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <Form {...args}>
        <TextField label="Email" name="email" type="email" isRequired />
        <TextField label="Name" name="name" description="Shown to the rest of the team." />
        <Checkbox name="notify" defaultSelected>
          Send an invitation email
        </Checkbox>
        <FormActions>
          <Button>Cancel</Button>
          <Button type="submit" variant="primary">
            Send invitation
          </Button>
        </FormActions>
      </Form>
    </div>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Enter in a field submits. A required field left empty does not block the submit: validation is the app's
 * (zod), never the browser's bubble.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const form = canvas.getByRole('form', { name: 'Invite a member' });
    await expect(form).toHaveAttribute('novalidate');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ada{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** Server errors by field name land on the fields (React Aria's `validationErrors`). */
export const ServerErrors: Story = {
  args: { validationErrors: { email: 'This address is already a member.' } },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('This address is already a member.');
  },
};

/** Each alignment of the actions row (they stack, full width, below the `sm` breakpoint). */
export const ActionsGallery: Story = {
  render: () => (
    <Stack gap={600} style={{ maxWidth: 480 }}>
      {FORM_ACTIONS_ALIGNS.map((align) => (
        <Stack key={align} gap={200}>
          <Text size="sm" tone="secondary">
            align=&quot;{align}&quot;
          </Text>
          <FormActions align={align}>
            <Button>Back</Button>
            <Button variant="primary">Continue</Button>
          </FormActions>
        </Stack>
      ))}
    </Stack>
  ),
};
