import type { TUser } from '@contracts/user.ts';
import type { ComponentType } from 'react';
import type { SectionId } from '@/features/analytics/sections.ts';

/**
 * Every route of spec §2, declared once. A route with `load` is routed (lazily, per screen); a route without
 * it belongs to an area a later piece of work builds, and is not routed yet: it answers "page not found"
 * and no navigation links to it. A test checks that every spec route is declared here.
 *
 * Access: `guest` (signed-out only: sign-in, sign-up, reset), `signup` (the sign-up steps), `app` (signed in
 * with an account set up, inside the app shell), `public` (anyone; the screen decides).
 */
export type RouteAccess = 'public' | 'guest' | 'signup' | 'app';

export type AreaId =
  | 'entry'
  | 'signup'
  | 'dashboard'
  | 'analytics'
  | 'listening'
  | 'reports'
  | 'content'
  | 'publishing'
  | 'settings'
  | 'conversations'
  | 'team'
  | 'academy'
  | 'profiles'
  | 'media'
  | 'billing'
  | 'discover'
  | 'notifications'
  | 'groups'
  | 'inspiration'
  | 'pdf'
  | 'collaboration'
  | 'giveaway'
  | 'errors';

/**
 * A routed screen's module: the screen, and what it can ask for before it renders when the page opens on it
 * (`prefetch`, given the address's query and the signed-in user).
 */
export type ScreenModule = {
  default: ComponentType;
  prefetch?: (search: string, user: TUser) => void;
};

export type RouteEntry = {
  path: string;
  area: AreaId;
  access: RouteAccess;
  /** The screen, loaded on first visit. Absent: not routed yet. */
  load?: () => Promise<ScreenModule>;
  /** The route whose screen this one shows under a second name. */
  aliasOf?: string;
};

/** An analytics screen: one module serves every section. */
const analytics = async (section: SectionId): Promise<ScreenModule> => {
  const screens = await import('@/screens/analytics/AnalyticsScreens.tsx');

  return { default: screens.analyticsScreen(section), prefetch: screens.prefetch };
};

const planned = (path: string, area: AreaId, access: RouteAccess = 'app'): RouteEntry => ({
  path,
  area,
  access,
});

export const ROUTES: readonly RouteEntry[] = [
  // Entry and auth
  { path: '/', area: 'entry', access: 'public', load: () => import('./StartRedirect.tsx') },
  { path: '/signin', area: 'entry', access: 'guest', load: () => import('@/screens/auth/SignInScreen.tsx') },
  {
    path: '/login',
    area: 'entry',
    access: 'guest',
    aliasOf: '/signin',
    load: () => import('@/screens/auth/SignInScreen.tsx'),
  },
  {
    path: '/create/account',
    area: 'entry',
    access: 'guest',
    load: () => import('@/screens/auth/RegisterScreen.tsx'),
  },
  {
    path: '/register',
    area: 'entry',
    access: 'guest',
    aliasOf: '/create/account',
    load: () => import('@/screens/auth/RegisterScreen.tsx'),
  },
  {
    path: '/logout',
    area: 'entry',
    access: 'public',
    load: () => import('@/screens/auth/SignOutScreen.tsx'),
  },
  {
    path: '/forgot-password',
    area: 'entry',
    access: 'guest',
    load: () => import('@/screens/auth/ForgotPasswordScreen.tsx'),
  },
  {
    path: '/reset-password',
    area: 'entry',
    access: 'guest',
    aliasOf: '/forgot-password',
    load: () => import('@/screens/auth/ForgotPasswordScreen.tsx'),
  },
  {
    path: '/reset-password/:token',
    area: 'entry',
    access: 'public',
    load: () => import('@/screens/auth/ResetPasswordScreen.tsx'),
  },
  planned('/user/invitations/:invitationId/register', 'team', 'guest'),
  planned('/create/addtm', 'team', 'guest'),
  planned('/collaborate-area/login/:token', 'collaboration', 'public'),
  planned('/collaborate-area/:token', 'collaboration', 'public'),

  // Sign-up and setup steps
  {
    path: '/setup/email-verification',
    area: 'signup',
    access: 'signup',
    load: () => import('@/screens/signup/EmailVerificationScreen.tsx'),
  },
  {
    path: '/signup/user-infos',
    area: 'signup',
    access: 'signup',
    load: () => import('@/screens/signup/UserInfosScreen.tsx'),
  },
  {
    path: '/setup/account',
    area: 'signup',
    access: 'signup',
    load: () => import('@/screens/signup/AccountSetupScreen.tsx'),
  },
  {
    path: '/signup/connect-social-profiles',
    area: 'signup',
    access: 'signup',
    load: () => import('@/screens/signup/ConnectProfilesScreen.tsx'),
  },
  // The end of the sign-up: public, the screen asks for a signed-in user itself (the sign-up layout sends a
  // user whose profiles are connected on to the app, and that is who this screen is for).
  {
    path: '/signup/successful-connection',
    area: 'signup',
    access: 'public',
    load: () => import('@/screens/signup/SuccessfulConnectionScreen.tsx'),
  },
  // Where a network's consent comes back, during the sign-up (USER_SET_UP) and after it: both have app access,
  // while the sign-up layout would move a USER_SET_UP user back to the connect step and lose the attempt.
  {
    path: '/create/addsp',
    area: 'signup',
    access: 'app',
    load: () => import('@/screens/profiles/AddProfileScreen.tsx'),
  },
  {
    path: '/create/addspsuccess',
    area: 'signup',
    access: 'app',
    load: () => import('@/screens/profiles/AddProfileSuccessScreen.tsx'),
  },

  // Dashboard (the home route's second name is /dashboard/overview)
  { path: '/home', area: 'dashboard', access: 'app', load: () => analytics('home') },
  {
    path: '/dashboard/overview',
    area: 'dashboard',
    access: 'app',
    aliasOf: '/home',
    load: () => analytics('home'),
  },
  planned('/dashboard/view/:id', 'dashboard'),
  planned('/dashboard/customization/:id', 'dashboard'),
  planned('/dashboard/report/:id', 'dashboard'),

  // Analytics (the overview's second name is /analytics)
  ...[
    'overview',
    'engagement',
    'community',
    'reach',
    'reach_impressions',
    'activity',
    'stories',
    'content',
    'fbvideos',
    'impressions',
    'mentions',
    'reels',
  ].map((page): RouteEntry => ({
    path: `/analytics/${page}`,
    area: 'analytics',
    access: 'app',
    load: () => analytics(page as SectionId),
  })),
  {
    path: '/analytics',
    area: 'analytics',
    access: 'app',
    aliasOf: '/analytics/overview',
    load: () => analytics('overview'),
  },

  // Listening
  planned('/listening/industry-benchmark', 'listening'),
  planned('/listening/hashtags', 'listening'),
  planned('/listening/hashtags/:id', 'listening'),
  planned('/listening/competitors', 'listening'),
  planned('/listening/competitors/:id', 'listening'),
  planned('/listening/feeds', 'listening'),
  planned('/listening/feeds/:id', 'listening'),

  // Reports
  planned('/reports', 'reports'),
  planned('/reports/create/account', 'reports'),
  planned('/reports/create/dashboard', 'reports'),
  planned('/reports/create/competitor', 'reports'),
  planned('/reports/create/hashtag', 'reports'),
  planned('/reports/edit/:id', 'reports'),

  // Content
  {
    path: '/content/posts',
    area: 'content',
    access: 'app',
    load: () => import('@/screens/content/PostsScreen.tsx'),
  },
  {
    path: '/content/campaigns',
    area: 'content',
    access: 'app',
    load: () => import('@/screens/content/CampaignsScreen.tsx'),
  },
  {
    path: '/content/campaigns/comparative-table',
    area: 'content',
    access: 'app',
    load: () => import('@/screens/content/CampaignsComparisonScreen.tsx'),
  },
  ...[
    '/content/campaigns/:albumId',
    '/content/campaigns/:albumId/analytics',
    '/content/campaigns/:albumId/stats',
  ].map((path): RouteEntry => ({
    path,
    area: 'content',
    access: 'app',
    load: () => import('@/screens/content/CampaignScreen.tsx'),
  })),

  // Publishing
  {
    path: '/publishing/scheduler',
    area: 'publishing',
    access: 'app',
    load: () => import('@/screens/publishing/SchedulerScreen.tsx'),
  },
  {
    path: '/publishing/scheduler/feed-preview',
    area: 'publishing',
    access: 'app',
    load: () => import('@/screens/publishing/FeedPreviewScreen.tsx'),
  },
  {
    path: '/publishing/media-library',
    area: 'publishing',
    access: 'app',
    load: () => import('@/screens/publishing/MediaLibraryScreen.tsx'),
  },
  {
    path: '/publishing/saved-captions-hashtags',
    area: 'publishing',
    access: 'app',
    load: () => import('@/screens/publishing/SavedTextsScreen.tsx'),
  },
  planned('/publishing/collaboration/sharing-settings', 'publishing'),
  planned('/publishing/collaboration/notifications', 'publishing'),

  // Settings
  {
    path: '/settings/account',
    area: 'settings',
    access: 'app',
    load: () => import('@/screens/settings/AccountSettingsScreen.tsx'),
  },
  {
    path: '/settings/security',
    area: 'settings',
    access: 'app',
    load: () => import('@/screens/settings/SecuritySettingsScreen.tsx'),
  },
  planned('/settings/data-access', 'settings'),
  planned('/settings/platform', 'settings'),
  {
    path: '/settings/themes',
    area: 'settings',
    access: 'app',
    load: () => import('@/screens/settings/ThemesSettingsScreen.tsx'),
  },
  planned('/settings/integrations', 'settings'),
  planned('/settings/subscription-invoices', 'settings'),

  // Conversations
  ...['comments', 'important', 'resolved', 'mentions', 'dm'].map((page) =>
    planned(`/conversations/${page}`, 'conversations'),
  ),

  // Other
  planned('/users-roles', 'team'),
  planned('/ico-academy', 'academy'),
  {
    path: '/social-profiles',
    area: 'profiles',
    access: 'app',
    load: () => import('@/screens/profiles/SocialProfilesScreen.tsx'),
  },
  {
    path: '/media/:id',
    area: 'media',
    access: 'app',
    load: () => import('@/screens/content/MediaScreen.tsx'),
  },
  planned('/user/billing', 'billing'),
  planned('/checkout', 'billing'),
  planned('/downgrade-funnel', 'billing'),
  planned('/downgrade-funnel/contact', 'billing'),
  planned('/discover', 'discover'),
  {
    path: '/no-active-sp',
    area: 'profiles',
    access: 'app',
    load: () => import('@/screens/profiles/NoActiveProfilesScreen.tsx'),
  },
  planned('/notifications', 'notifications'),
  { path: '/groups', area: 'groups', access: 'app', load: () => import('@/screens/groups/GroupsScreen.tsx') },
  {
    path: '/inspiration',
    area: 'inspiration',
    access: 'app',
    load: () => import('@/screens/publishing/IdeaPoolScreen.tsx'),
  },
  // Help for the administrator, linked from the networks this server cannot connect yet.
  {
    path: '/help/connecting-networks',
    area: 'entry',
    access: 'public',
    load: () => import('@/screens/help/ConnectingNetworksScreen.tsx'),
  },
  planned('/pdf/export', 'pdf', 'public'),
  planned('/errors/collaboration-link', 'errors', 'public'),
  planned('/giveaway-picker', 'giveaway', 'public'),
  planned('/giveaway-picker/results', 'giveaway', 'public'),
];

/**
 * The layouts that frame each kind of access's screens, loaded with their first screen (not with the sign-in
 * page). The build reads this table and `ROUTES` to list what each path loads (see `routeModulePreloads` in
 * vite.config.ts), so every loader here and in `ROUTES` is a plain `import()` or a call to a helper of this file.
 */
export const LAYOUTS: Partial<Record<RouteAccess, () => Promise<{ default: ComponentType }>>> = {
  signup: async () => ({ default: (await import('@/features/signup/SignUpLayout.tsx')).SignUpLayout }),
  app: async () => ({ default: (await import('./shell/AppLayout.tsx')).AppLayout }),
};

const routedPaths = new Set(ROUTES.filter((route) => route.load).map((route) => route.path));

/** Whether a path (as declared, with `:params`) has a screen yet. Navigation links only to routed paths. */
export function isRouted(path: string): boolean {
  return routedPaths.has(path);
}
