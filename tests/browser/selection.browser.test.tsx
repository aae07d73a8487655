import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightTheme } from '@/design-system/theme/index.ts';
import { SelectionBar } from '@/features/selection/index.ts';
import { SELECTION_KEYS, SelectionProvider } from '@/lib/selection/index.ts';
import { createI18n } from '@/i18n/index.ts';

const PROFILES = [
  { id: 'p-ig', name: 'Kestrel Coffee', handle: '@kestrel.coffee', network: 'instagram' as const },
  { id: 'p-fb', name: 'Kestrel Coffee Page', network: 'facebook' as const },
  { id: 'p-li', name: 'Kestrel Roasters', network: 'linkedin' as const },
];
const GROUPS = [
  { id: 'g-eu', name: 'Europe shops', profileCount: 2, networks: ['instagram', 'facebook'] as const },
];

const i18n = createI18n('en');
// The triggers are named by their value, then their label: "Kestrel Roasters LinkedIn Profile".
const profileTrigger = () => page.getByRole('button', { name: /Profile$/ });
const groupTrigger = () => page.getByRole('button', { name: /Group$/ });

/** The app's selection in a page: provider (reading and writing localStorage) and the selectors it drives. */
function mount(mode: 'profile' | 'profiles' = 'profile') {
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={lightTheme}>
        <SelectionProvider>
          <SelectionBar profiles={PROFILES} groups={GROUPS} mode={mode} />
        </SelectionProvider>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('the profile and group selection across a reload', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('restores the profile the user picked, from local storage', async () => {
    const first = await mount();
    await userEvent.click(profileTrigger());
    await userEvent.click(page.getByRole('option', { name: /Kestrel Roasters/ }));
    await expect.element(page.getByRole('button', { name: /Kestrel Roasters.*Profile$/ })).toBeVisible();
    expect(localStorage.getItem(SELECTION_KEYS.activeSocialProfileId)).toBe('p-li');
    await first.unmount();

    // A reload: a new actor, restored from what the last one stored.
    await mount();
    await expect.element(page.getByRole('button', { name: /Kestrel Roasters.*Profile$/ })).toBeVisible();
  });

  it('restores a group instead of the profile once a group is chosen, and forgets it when cleared', async () => {
    const first = await mount();
    await userEvent.click(profileTrigger());
    await userEvent.click(page.getByRole('option', { name: /Kestrel Coffee Page/ }));
    await userEvent.click(groupTrigger());
    await userEvent.click(page.getByRole('option', { name: /Europe shops/ }));
    await expect.element(page.getByRole('button', { name: /Europe shops.*Group$/ })).toBeVisible();
    // The rule: a group never sits beside an active profile.
    await expect.element(page.getByRole('button', { name: /Choose a profile.*Profile$/ })).toBeVisible();
    expect(localStorage.getItem(SELECTION_KEYS.activeSocialProfileId)).toBeNull();
    await first.unmount();

    const second = await mount();
    await expect.element(page.getByRole('button', { name: /Europe shops.*Group$/ })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Clear group' }));
    expect(localStorage.getItem(SELECTION_KEYS.activeGroupId)).toBeNull();
    await second.unmount();

    await mount();
    await expect.element(page.getByRole('button', { name: /Choose a group.*Group$/ })).toBeVisible();
  });

  it('restores a multi-selection of profiles', async () => {
    localStorage.setItem(
      SELECTION_KEYS.activeMultiSelectionProfiles,
      JSON.stringify({ socialProfileIds: ['p-ig', 'p-li'] }),
    );
    localStorage.setItem(SELECTION_KEYS.activeSocialProfileId, 'p-ig');
    await mount('profiles');
    await expect.element(page.getByText('2 profiles')).toBeVisible();
    expect(localStorage.getItem(SELECTION_KEYS.activeSocialProfileId)).toBe('p-ig');
  });
});
