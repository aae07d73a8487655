import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { TUser } from '@contracts/user.ts';
import { isGiveawayPage, usePlatformConfig, type PlatformConfig } from './config.ts';
import { getConsent, saveConsent, startConsentManager, useConsent } from './consent.ts';
import { flatTraits, startFeatureFlags } from './feature-flags.ts';
import { startLogs } from './logs.ts';
import { captureMarketing, forgetConsentedMarketing, persistMarketing } from './marketing.ts';
import { startSessionRecording } from './session-recording.ts';
import { cleanUpLegacyStorage } from './storage-cleanup.ts';

/** The cookie-settings dialog is opened from the account menu and from the banner. */
let settingsOpen = false;
const settingsListeners = new Set<() => void>();
export function setCookieSettingsOpen(isOpen: boolean): void {
  settingsOpen = isOpen;
  for (const listener of settingsListeners) listener();
}
function useCookieSettingsOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      settingsListeners.add(listener);

      return () => settingsListeners.delete(listener);
    },
    () => settingsOpen,
  );
}

/** Whether this deployment asks through the built-in banner (and so offers Cookie settings). */
export function hasBuiltInConsent(config: PlatformConfig | null): boolean {
  return Boolean(config?.consent && !config.consent.managerScriptUrl);
}

function useOnce(run: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    run();
  }, [run]);
}

const cleanUp = () => void cleanUpLegacyStorage();

/**
 * The browser platform services (ARCHITECTURE.md §8), each off and silent unless configured:
 * the one-time storage clean-up, error monitoring and logs, consent (banner or a consent manager), attribution
 * cookies, feature flags and session recording. On the giveaway picker only the logs run (spec §1).
 */
export function PlatformServices({ user }: { user: TUser | null }) {
  const config = usePlatformConfig();
  const { pathname } = useLocation();
  const consent = useConsent();
  const giveaway = isGiveawayPage(pathname);
  const analyticsAllowed = consent.analytics === true && !giveaway;

  useOnce(cleanUp);

  // Error monitoring and logs: every page, every environment but staging.
  useEffect(() => {
    if (config?.logs)
      void startLogs(config.logs, config.environment, import.meta.env.VITE_APP_VERSION as string);
  }, [config?.logs, config?.environment]);

  // A third-party consent manager, polled for until it answers.
  const managerUrl = config?.consent?.managerScriptUrl ?? null;
  useEffect(() => {
    if (!managerUrl || giveaway) return undefined;

    return startConsentManager(managerUrl);
  }, [managerUrl, giveaway]);

  // Attribution: what the landing URL carries, written once consent allows.
  const [landing] = useState(() => captureMarketing(new URL(window.location.href), document.referrer));
  useEffect(() => {
    if (giveaway) return;
    persistMarketing(landing, analyticsAllowed);
    if (consent.analytics === false) forgetConsentedMarketing();
  }, [landing, analyticsAllowed, consent.analytics, giveaway]);

  // Feature flags, identified by the user, with the user's flat fields as traits.
  const flagsConfig = giveaway ? null : (config?.featureFlags ?? null);
  const userKey = user ? JSON.stringify(flatTraits(user)) : null;
  useEffect(() => {
    if (!flagsConfig) return undefined;
    const identity =
      user && userKey
        ? { id: user.id, traits: JSON.parse(userKey) as Record<string, string | number | boolean> }
        : null;

    return startFeatureFlags(flagsConfig, identity, {
      analyticsConsent: () => getConsent().analytics === true,
    });
    // `user` is read through its stable `userKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flagsConfig, userKey]);

  // Session recording: sampled sessions, with analytics consent, never on the giveaway picker.
  const recording = config?.sessionRecording ?? null;
  useEffect(() => {
    if (!recording || !analyticsAllowed) return undefined;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void startSessionRecording(recording).then((stopRecording) => {
      if (cancelled) stopRecording?.();
      else stop = stopRecording;
    });

    return () => {
      cancelled = true;
      stop?.();
    };
  }, [recording, analyticsAllowed]);

  const isSettingsOpen = useCookieSettingsOpen();
  if (!hasBuiltInConsent(config) || giveaway) return null;

  return <ConsentUi analytics={consent.analytics} isSettingsOpen={isSettingsOpen} />;
}

// The banner and the settings dialog are their own module: a returning user who has chosen sees neither, and the
// first view does not load the dialog's overlay code for them.
const ConsentBanner = lazy(async () => ({
  default: (await import('@/design-system/ConsentBanner/index.ts')).ConsentBanner,
}));
const ConsentDialog = lazy(async () => ({
  default: (await import('@/design-system/ConsentBanner/index.ts')).ConsentDialog,
}));

function ConsentUi({ analytics, isSettingsOpen }: { analytics: boolean | null; isSettingsOpen: boolean }) {
  const { t } = useTranslation();
  // Mounted from the first opening on, so that closing it still plays its exit.
  const [settingsShown, setSettingsShown] = useState(isSettingsOpen);
  if (isSettingsOpen && !settingsShown) setSettingsShown(true);
  const labels = {
    title: t('consent.title'),
    body: t('consent.body'),
    acceptAnalytics: t('consent.acceptAnalytics'),
    onlyNecessary: t('consent.onlyNecessary'),
    choose: t('consent.choose'),
    dialogTitle: t('consent.dialogTitle'),
    dialogDescription: t('consent.dialogDescription'),
    necessary: t('consent.necessary'),
    necessaryDescription: t('consent.necessaryDescription'),
    analytics: t('consent.analytics'),
    analyticsDescription: t('consent.analyticsDescription'),
    save: t('consent.save'),
    cancel: t('consent.cancel'),
  };

  return (
    <Suspense fallback={null}>
      {analytics === null && !isSettingsOpen && (
        <ConsentBanner
          labels={labels}
          onAccept={() => saveConsent(true)}
          onReject={() => saveConsent(false)}
          onChoose={() => setCookieSettingsOpen(true)}
        />
      )}
      {settingsShown && (
        <ConsentDialog
          labels={labels}
          isOpen={isSettingsOpen}
          onOpenChange={setCookieSettingsOpen}
          analytics={analytics}
          onSave={saveConsent}
        />
      )}
    </Suspense>
  );
}
