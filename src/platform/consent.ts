import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';

/**
 * Consent for analytics (spec §1, §9): product analytics, flag analytics, attribution cookies and session
 * recording run only with it. Two sources:
 * - the built-in banner, whose choice is kept in a first-party cookie for a year;
 * - a third-party consent manager speaking IAB TCF v2 (`window.__tcfapi`), loaded from the configured URL and
 *   polled for every 500 ms until it answers (spec §9). Analytics consent = TCF purposes 1 (store information on
 *   a device) and 8 (measure content performance), or GDPR not applying.
 */
export type ConsentState = {
  /** null: not asked yet. */
  analytics: boolean | null;
  source: 'none' | 'banner' | 'manager';
};

export const CONSENT_COOKIE = 'kestrel_consent';
export const CONSENT_COOKIE_DAYS = 365;
export const CONSENT_POLL_MS = 500;
const TCF_ANALYTICS_PURPOSES = [1, 8];

type Listener = () => void;

function readCookie(): ConsentState {
  const raw = Cookies.get(CONSENT_COOKIE);
  if (!raw) return { analytics: null, source: 'none' };
  try {
    const value = JSON.parse(raw) as { analytics?: unknown };

    return typeof value.analytics === 'boolean'
      ? { analytics: value.analytics, source: 'banner' }
      : { analytics: null, source: 'none' };
  } catch {
    return { analytics: null, source: 'none' };
  }
}

let state: ConsentState = readCookie();
const listeners = new Set<Listener>();

function publish(next: ConsentState): void {
  if (next.analytics === state.analytics && next.source === state.source) return;
  state = next;
  for (const listener of listeners) listener();
}

export function getConsent(): ConsentState {
  return state;
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);

  return () => listeners.delete(listener);
}

/** The banner's or the settings dialog's choice: kept for a year, first-party, lax. */
export function saveConsent(analytics: boolean): void {
  Cookies.set(CONSENT_COOKIE, JSON.stringify({ analytics, v: 1 }), {
    expires: CONSENT_COOKIE_DAYS,
    sameSite: 'lax',
    secure: globalThis.location?.protocol === 'https:',
  });
  publish({ analytics, source: 'banner' });
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribeConsent, getConsent, getConsent);
}

/** For tests: forget the choice and read the cookie again. */
export function resetConsentForTests(): void {
  state = readCookie();
  for (const listener of listeners) listener();
}

type TcfData = {
  gdprApplies?: boolean;
  eventStatus?: string;
  purpose?: { consents?: Record<string, boolean> };
};
type TcfApi = (command: string, version: number, callback: (data: TcfData, success: boolean) => void) => void;

/** Analytics consent from a TCF v2 answer; null while the user has not decided. */
export function analyticsConsentFromTcf(data: TcfData): boolean | null {
  if (data.gdprApplies === false) return true;
  if (data.eventStatus !== 'tcloaded' && data.eventStatus !== 'useractioncomplete') return null;

  return TCF_ANALYTICS_PURPOSES.every((purpose) => data.purpose?.consents?.[purpose] === true);
}

/**
 * Loads the consent manager's script and polls every 500 ms until its TCF API is there, then follows its
 * answers. Returns a stop function.
 */
export function startConsentManager(
  scriptUrl: string,
  target: Window & { __tcfapi?: TcfApi } = window,
  schedule: { every: typeof setInterval; cancel: typeof clearInterval } = {
    every: setInterval,
    cancel: clearInterval,
  },
): () => void {
  if (!target.document.querySelector(`script[data-consent-manager]`)) {
    const script = target.document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.consentManager = 'true';
    target.document.head.append(script);
  }
  let stopped = false;
  const poll = schedule.every(() => {
    const tcfapi = target.__tcfapi;
    if (typeof tcfapi !== 'function') return;
    schedule.cancel(poll);
    tcfapi('addEventListener', 2, (data, success) => {
      if (stopped || !success) return;
      const analytics = analyticsConsentFromTcf(data);
      if (analytics !== null) publish({ analytics, source: 'manager' });
    });
  }, CONSENT_POLL_MS);

  return () => {
    stopped = true;
    schedule.cancel(poll);
  };
}
