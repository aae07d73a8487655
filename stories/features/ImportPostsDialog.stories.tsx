import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
import { identityHandlers } from '@mocks/handlers/identity.ts';
import { importsHandlers } from '@mocks/handlers/imports.ts';
import { platformHandlers } from '@mocks/handlers/platform.ts';
import { socialHandlers } from '@mocks/handlers/social.ts';
import { AppProviders } from '@/app/App.tsx';
import { Button } from '@/design-system/Button';
import { ImportPostsDialog } from '@/features/post-import/index.ts';

/** The dialog behind a button, as the scheduler mounts it. */
function WithTrigger({ timeZone, onImported }: { timeZone: string; onImported?: (created: number) => void }) {
  const [isOpen, setOpen] = useState(false);

  return (
    <div style={{ minHeight: 640 }}>
      <Button onPress={() => setOpen(true)}>Import from CSV</Button>
      <ImportPostsDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        timeZone={timeZone}
        {...(onImported ? { onImported } : {})}
      />
    </div>
  );
}

const meta = {
  title: 'Features/ImportPostsDialog',
  // Opens a popover or dialog: also checked on a 360 px wide phone screen (the storybook-phone tests).
  tags: ['overlay'],
  component: WithTrigger,
  args: { timeZone: 'UTC', onImported: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'For the scheduler: `<ImportPostsDialog isOpen onOpenChange timeZone onImported? />`. Paste or choose a CSV, check it (a dry run on the server), read each row’s problems, then import the valid rows.',
      },
    },
  },
  decorators: [
    (Story) => (
      <AppProviders>
        <Story />
      </AppProviders>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...identityHandlers(), ...platformHandlers(), ...socialHandlers(), ...importsHandlers());
  },
} satisfies Meta<typeof WithTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const CSV = [
  'profile,date,text',
  '@kestrel.coffee,2026-12-01 09:30,Winter menu is here',
  `5a0c0000-0000-4000-8000-000000000003,2026-12-02 08:00,${'Long '.repeat(60)}`,
  'nobody,soon,Hello',
].join('\n');

/** A checked file: one row ready, two with their problems named; importing schedules the ready one. */
export const CheckAndImport: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Import from CSV' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Import posts from a CSV file' }));
    await userEvent.click(dialog.getByRole('textbox', { name: 'CSV' }));
    await userEvent.paste(CSV);
    await userEvent.click(dialog.getByRole('button', { name: 'Check rows' }));
    await expect(await dialog.findByText('1 ready, 2 with problems.')).toBeVisible();
    const table = within(dialog.getByRole('grid', { name: 'Rows of the file' }));
    await expect(await table.findByText('Ready')).toBeVisible();
    await expect(within(table.getByRole('row', { name: /^Long Long/ })).getByText('1 problem')).toBeVisible();
    // Each problem in full under its row, below the table.
    const problems = within(dialog.getByRole('region', { name: 'Problems to fix' }));
    await expect(problems.getByText('Row 3 · Kestrel Coffee (X)')).toBeVisible();
    await expect(problems.getByText('text: X allows 280 characters; this has 300.')).toBeVisible();
    await expect(problems.getByText('profile: No active profile is called “nobody”.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Import 1 post' }));
    await waitFor(() => expect(args.onImported).toHaveBeenCalledWith(1));
  },
};

/** "Only if every row is valid": the import button stays off while a row has a problem. */
export const AllOrNothing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Import from CSV' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Import posts from a CSV file' }));
    await userEvent.click(dialog.getByRole('textbox', { name: 'CSV' }));
    await userEvent.paste(CSV);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Import only if every row is valid' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Check rows' }));
    await expect(await dialog.findByText('1 ready, 2 with problems.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import 1 post' })).toBeDisabled();
  },
};

/** Media in rows: library files by name and public addresses; an unknown name and a text file are named. */
export const MediaInRows: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Import from CSV' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Import posts from a CSV file' }));
    await expect(dialog.getByRole('link', { name: 'Download a template' })).toHaveAttribute(
      'download',
      'kestrel-posts.csv',
    );
    await userEvent.click(dialog.getByRole('textbox', { name: 'CSV' }));
    await userEvent.paste(
      [
        'profile,date,text,media_urls',
        '@kestrel.coffee,2026-12-01 09:30,Latte art,latte-art.png|https://cdn.example.com/roast.jpg',
        '@kestrel.coffee,2026-12-02 09:30,Summer,summer.jpg',
        '@kestrel.coffee,2026-12-03 09:30,Notes,https://cdn.example.com/notes.txt',
      ].join('\n'),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Check rows' }));
    await expect(await dialog.findByText('1 ready, 2 with problems.')).toBeVisible();
    const problems = within(dialog.getByRole('region', { name: 'Problems to fix' }));
    await expect(
      problems.getByText(/^media_urls: No file of your media library is named “summer\.jpg”/),
    ).toBeVisible();
    await expect(
      problems.getByText(/^media_urls: “https:\/\/cdn\.example\.com\/notes\.txt”: This file is not/),
    ).toBeVisible();
  },
};

/**
 * "Profiles and their ids": every active profile with its network and handle, and its id to copy into the file
 * when two profiles share a name; the check table names each row's profile with its network.
 */
export const ProfilesAndIds: Story = {
  play: async ({ canvas, userEvent }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Import from CSV' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Import posts from a CSV file' }));
    const summary = await dialog.findByText('Profiles and their ids');
    // The dialog has finished its entrance (a click while it still moves can land beside the line).
    await waitFor(() =>
      expect(document.getAnimations().filter((animation) => animation.playState === 'running')).toEqual([]),
    );
    await userEvent.click(summary);
    await waitFor(() => expect(summary.closest('details')).toHaveAttribute('open'));
    const ids = within(dialog.getByRole('grid', { name: 'Profiles and their ids' }));
    const facebook = ids.getByRole('row', { name: /Kestrel Coffee Roasters/ });
    await expect(within(facebook).getByText('Facebook')).toBeVisible();
    await userEvent.click(
      within(facebook).getByRole('button', { name: 'Copy the id of Kestrel Coffee Roasters (Facebook)' }),
    );
    await expect(writeText).toHaveBeenCalledWith('5a0c0000-0000-4000-8000-000000000002');
    await expect(dialog.getByText('The id of Kestrel Coffee Roasters was copied.')).toHaveAttribute(
      'role',
      'status',
    );
    await userEvent.click(dialog.getByRole('textbox', { name: 'CSV' }));
    await userEvent.paste(
      'profile,network,date,text\n@kestrel.coffee,Instagram,2026-12-01 09:30,Winter menu is here',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Check rows' }));
    const rows = within(await dialog.findByRole('grid', { name: 'Rows of the file' }));
    await expect(await rows.findByText('Ready')).toBeVisible();
    await expect(rows.getByText(/\(Instagram\)$/)).toBeVisible();
  },
};
