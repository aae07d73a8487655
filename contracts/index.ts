import * as analytics from './analytics.ts';
import * as auth from './auth.ts';
import * as billing from './billing.ts';
import * as campaigns from './campaigns.ts';
import * as captions from './captions.ts';
import * as email from './email.ts';
import * as media from './media.ts';
import * as ideas from './ideas.ts';
import * as notifications from './notifications.ts';
import * as platform from './platform.ts';
import * as scheduling from './scheduling.ts';
import * as imports from './imports.ts';
import * as links from './links.ts';
import * as publishing from './publishing.ts';
import * as social from './social.ts';
import * as slots from './slots.ts';
import type { Endpoint } from './endpoint.ts';
import * as user from './user.ts';
import * as writing from './writing.ts';

function endpointsOf(module: Record<string, unknown>): Endpoint[] {
  return Object.values(module).filter(
    (value): value is Endpoint =>
      typeof value === 'object' &&
      value !== null &&
      'method' in value &&
      'path' in value &&
      'access' in value,
  );
}

/** Every endpoint the API serves. The server registers exactly these; a test checks both directions. */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  ...endpointsOf(auth),
  ...endpointsOf(user),
  ...endpointsOf(email),
  ...endpointsOf(billing),
  ...endpointsOf(platform),
  ...endpointsOf(social),
  ...endpointsOf(analytics),
  ...endpointsOf(campaigns),
  ...endpointsOf(publishing),
  ...endpointsOf(slots),
  ...endpointsOf(media),
  ...endpointsOf(captions),
  ...endpointsOf(ideas),
  ...endpointsOf(imports),
  ...endpointsOf(writing),
  ...endpointsOf(links),
  ...endpointsOf(scheduling),
  ...endpointsOf(notifications),
];
