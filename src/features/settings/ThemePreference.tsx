import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_PREFERENCES, type TThemePreference, type TUser } from '@contracts/user.ts';
import { updateTheme } from '@/api/routes.generated.ts';
import { callEndpoint } from '@/api/endpoints.ts';
import { useSetCurrentUser } from '@/api/user.ts';
import { Banner } from '@/design-system/Banner';
import { RadioGroup } from '@/design-system/RadioGroup';
import { Stack } from '@/design-system/Stack';
import { formErrorMessage } from '@/lib/error-message.ts';
import { ThemeSwatch } from './ThemeSwatch.tsx';

type Message = { tone: 'success' | 'critical'; text: string };

/**
 * Light, dark or the device's setting. The app changes at once (the cached user carries the choice); the
 * server then stores it, and if that fails the previous theme comes back with the reason.
 */
export function ThemePreference({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const setUser = useSetCurrentUser();
  const [message, setMessage] = useState<Message | null>(null);

  async function choose(theme: TThemePreference) {
    const previous = user;
    setMessage(null);
    await setUser({ ...user, settings: { ...user.settings, theme } });
    try {
      await setUser(await callEndpoint(updateTheme, { body: { theme } }));
      setMessage({ tone: 'success', text: t(`settings.themes.saved.${theme}`) });
    } catch (error) {
      await setUser(previous);
      setMessage({
        tone: 'critical',
        text: t('settings.themes.notSaved', { reason: formErrorMessage(t, error) }),
      });
    }
  }

  return (
    <Stack gap={400}>
      <RadioGroup
        label={t('settings.themes.label')}
        name="theme"
        variant="cards"
        orientation="horizontal"
        value={user.settings.theme}
        onChange={(value) => void choose(value as TThemePreference)}
        options={THEME_PREFERENCES.map((preference) => ({
          value: preference,
          label: t(`settings.themes.options.${preference}`),
          description: t(`settings.themes.descriptions.${preference}`),
          media: <ThemeSwatch preference={preference} />,
        }))}
      />
      {message && <Banner tone={message.tone}>{message.text}</Banner>}
    </Stack>
  );
}
