import Cookies from 'js-cookie';

/**
 * Attribution (spec §3, §9): the ten UTM fields in one cookie, the first-touch source, and the invitation,
 * affiliate and promo codes a visitor arrived with. UTM data and source are marketing cookies: written only with
 * analytics consent (kept for the page until then). Invitation, affiliate and promo codes carry something the
 * visitor asked for (an invitation, a referral, a discount), so they are kept without it.
 */
export const UTM_FIELDS = [
  'utm_source',
  'utm_campaign',
  'utm_medium',
  'utm_term',
  'utm_content',
  'gclid',
  'campaign_id',
  'ad_group_id',
  'ad_id',
  'referrer_url',
] as const;
export type UtmData = Partial<Record<(typeof UTM_FIELDS)[number], string>>;

/** Spec §9 lifetimes, in days. */
export const MARKETING_COOKIES = {
  utm: { name: 'kestrel_utm', days: 365, needsConsent: true },
  source: { name: 'kestrel_source', days: 365, needsConsent: true },
  invitation: { name: 'kestrel_invitation', days: 30, needsConsent: false },
  affiliate: { name: 'kestrel_affiliate', days: 30, needsConsent: false },
  promo: { name: 'kestrel_promo', days: 1, needsConsent: false },
} as const;
type CookieKind = keyof typeof MARKETING_COOKIES;

export type MarketingCapture = {
  utm: UtmData | null;
  source: string | null;
  invitation: string | null;
  affiliate: string | null;
  promo: string | null;
};

const MAX_VALUE_LENGTH = 200;
const clean = (value: string | null) => {
  const trimmed = value?.trim().slice(0, MAX_VALUE_LENGTH);

  return trimmed ? trimmed : null;
};

/** What this landing carries: query parameters, and the referrer when it is another site. */
export function captureMarketing(url: URL, referrer: string): MarketingCapture {
  const query = url.searchParams;
  const utm: UtmData = {};
  for (const field of UTM_FIELDS) {
    const value = field === 'referrer_url' ? null : clean(query.get(field));
    if (value) utm[field] = value;
  }
  let referrerHost: string | null = null;
  try {
    const from = referrer ? new URL(referrer) : null;
    if (from && from.origin !== url.origin) {
      referrerHost = from.hostname;
      // Origin and path only: a referrer's query can carry someone else's tokens.
      utm.referrer_url = `${from.origin}${from.pathname}`.slice(0, MAX_VALUE_LENGTH);
    }
  } catch {
    // An unreadable referrer is no referrer.
  }

  return {
    utm: Object.keys(utm).length > 0 ? utm : null,
    source: clean(query.get('utm_source')) ?? referrerHost,
    invitation: clean(query.get('invitation') ?? query.get('invitation_code')),
    affiliate: clean(query.get('via') ?? query.get('ref')),
    promo: clean(query.get('promo')),
  };
}

function write(kind: CookieKind, value: string): void {
  const cookie = MARKETING_COOKIES[kind];
  Cookies.set(cookie.name, value, {
    expires: cookie.days,
    sameSite: 'lax',
    secure: globalThis.location?.protocol === 'https:',
  });
}

/**
 * Writes what may be written: codes always; UTM data (last touch: a new campaign replaces the old) and source
 * (first touch: never replaced) only with analytics consent. Returns the kinds written.
 */
export function persistMarketing(capture: MarketingCapture, analyticsConsent: boolean): CookieKind[] {
  const written: CookieKind[] = [];
  for (const kind of ['invitation', 'affiliate', 'promo'] as const) {
    const value = capture[kind];
    if (value) {
      write(kind, value);
      written.push(kind);
    }
  }
  if (!analyticsConsent) return written;
  if (capture.utm) {
    write('utm', JSON.stringify(capture.utm));
    written.push('utm');
  }
  if (capture.source && !Cookies.get(MARKETING_COOKIES.source.name)) {
    write('source', capture.source);
    written.push('source');
  }

  return written;
}

/** What the cookies hold now (sign-up reads it to attribute the new account). */
export function readMarketing(): MarketingCapture {
  let utm: UtmData | null;
  try {
    const raw = Cookies.get(MARKETING_COOKIES.utm.name);
    utm = raw ? (JSON.parse(raw) as UtmData) : null;
  } catch {
    utm = null;
  }

  return {
    utm,
    source: Cookies.get(MARKETING_COOKIES.source.name) ?? null,
    invitation: Cookies.get(MARKETING_COOKIES.invitation.name) ?? null,
    affiliate: Cookies.get(MARKETING_COOKIES.affiliate.name) ?? null,
    promo: Cookies.get(MARKETING_COOKIES.promo.name) ?? null,
  };
}

/** Consent withdrawn: the marketing cookies that needed it go. */
export function forgetConsentedMarketing(): void {
  for (const cookie of Object.values(MARKETING_COOKIES)) {
    if (cookie.needsConsent) Cookies.remove(cookie.name);
  }
}
