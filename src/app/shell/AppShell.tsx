import {
  Activity,
  AtSign,
  BarChart3,
  BookText,
  CalendarDays,
  CircleDot,
  Clapperboard,
  Cookie,
  Eye,
  FolderTree,
  Heart,
  House,
  Images,
  LayoutGrid,
  Lightbulb,
  Megaphone,
  Palette,
  Plug,
  Radio,
  ShieldCheck,
  TrendingUp,
  UserRound,
  ImagePlay,
  Users,
  UsersRound,
  Video,
} from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { useLocation, useNavigate } from 'react-router';
import type { TUser } from '@contracts/user.ts';
import { useSelectorGroups, useSocialProfiles } from '@/api/social.ts';
import { useSubscription } from '@/api/user.ts';
import { AppShellLayout } from '@/design-system/AppShellLayout';
import { Avatar } from '@/design-system/Avatar';
import { Badge } from '@/design-system/Badge';
import { Button } from '@/design-system/Button';
import { Logo } from '@/design-system/Logo';
import { Menu, MenuHeader, MenuItem, MenuSeparator, MenuTrigger } from '@/design-system/Menu';
import { SidebarNav } from '@/design-system/SidebarNav';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { TopBar } from '@/design-system/TopBar';
import { VisuallyHidden } from '@/design-system/VisuallyHidden';
import { SelectionBar } from '@/features/selection/index.ts';
import { UnverifiedEmailBanner } from '@/features/settings/index.ts';
import { useMediaQuery } from '@/lib/media-query.ts';
import { usePlatformConfig } from '@/platform/config.ts';
import { hasBuiltInConsent, setCookieSettingsOpen } from '@/platform/PlatformServices.tsx';
import { SIGN_UP_SCREENS } from '@statecharts/sign-up/sign-up.machine.ts';
import { ANALYTICS_NAV, SECTIONS, type SectionId } from '@/features/analytics/index.ts';
import { hasAppAccess } from '../navigation.ts';
import { isRouted } from '../routes.ts';
import { NotificationsMenu } from '@/features/notifications/index.ts';

const DAY_MS = 86_400_000;

/** Screens that read several profiles at once (analytics, content): the selector takes several. */
const MULTI_SELECTION_PATHS = /^\/(home|dashboard|analytics|content|publishing)(\/|$)/;

export function trialDaysLeft(trialEndsAt: string | null, now = Date.now()): number | null {
  if (!trialEndsAt) return null;

  return Math.max(0, Math.ceil((new Date(trialEndsAt).getTime() - now) / DAY_MS));
}

function TrialBadge({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { subscription } = useSubscription(userId);
  if (!subscription?.is_trial) return null;
  const days = trialDaysLeft(subscription.trial_ends_at);
  if (days === null) return null;

  return (
    <Badge tone={days <= 3 ? 'warning' : 'accent'}>
      {days === 0 ? t('shell.trialEnded') : t('shell.trialDaysLeft', { count: days })}
    </Badge>
  );
}

function UserMenu({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const shortName = user.first_name || user.email;
  const offersCookieSettings = hasBuiltInConsent(usePlatformConfig());

  return (
    <MenuTrigger
      trigger={
        <Button variant="tertiary" iconStart={<Avatar name={name} size="sm" isDecorative />}>
          {/* Named by its content, visible name first (WCAG 2.5.3, label in name): "Ada, account menu". */}
          {shortName}
          <VisuallyHidden>{t('shell.userMenuSuffix')}</VisuallyHidden>
        </Button>
      }
    >
      <Menu
        aria-label={t('shell.userMenu')}
        onAction={(key) => {
          if (key === 'sign-out') void navigate('/logout');
          if (key === 'cookies') setCookieSettingsOpen(true);
        }}
      >
        <MenuHeader>
          <Stack gap={0}>
            <Text weight="semibold">{name}</Text>
            <Text size="sm" tone="secondary">
              {user.email}
            </Text>
          </Stack>
        </MenuHeader>
        <MenuItem id="account" href="/settings/account" icon={<UserRound aria-hidden="true" />}>
          {t('shell.menu.account')}
        </MenuItem>
        <MenuItem id="security" href="/settings/security" icon={<ShieldCheck aria-hidden="true" />}>
          {t('shell.menu.security')}
        </MenuItem>
        <MenuItem id="themes" href="/settings/themes" icon={<Palette aria-hidden="true" />}>
          {t('shell.menu.themes')}
        </MenuItem>
        {offersCookieSettings && (
          <MenuItem id="cookies" icon={<Cookie aria-hidden="true" />}>
            {t('shell.menu.cookies')}
          </MenuItem>
        )}
        <MenuSeparator />
        <MenuItem id="sign-out" tone="critical">
          {t('shell.menu.signOut')}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

/**
 * The top bar is one control high: the selectors' labels stay their accessible names but are hidden from view
 * (the selectors show what they hold, "Choose a profile", "Choose a group"). Below `md` the bar has no room
 * for them beside its actions: they open the page's content instead, side by side.
 */
const TopBarSelection = styled.div`
  min-width: 0;

  label,
  div[data-rac] > span[id]:first-child,
  & > * > * > span[id]:first-child,
  & > * > * > * > span[id]:first-child {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }

  /* Under the top bar (small screens): the two selectors side by side, sharing the width. */
  &[data-placement='content'] {
    margin-bottom: ${({ theme }) => theme.space[400]};

    &[data-pending] {
      height: ${({ theme }) => theme.size.controlMd};
    }

    & > * {
      flex-wrap: nowrap;
      gap: ${({ theme }) => theme.space[200]};
    }
    & > * > * {
      flex: 1 1 0;
      min-width: 0;
    }
  }
`;

/**
 * The profile and group selectors, fed with the workspace's profiles and groups; nothing until there is a
 * profile to choose (and nothing while they load, so the bar never shows an empty selector).
 */
function ShellSelection({
  user,
  mode = 'profile',
  placement = 'top-bar',
}: {
  user: TUser;
  mode?: 'profile' | 'profiles';
  placement?: 'top-bar' | 'content';
}) {
  // Only set-up users see the shell; during the sign-up they may have no profile yet.
  const enabled = hasAppAccess(user);
  // Their arrival mounts the selectors: rendered at transition priority, in slices (ADR 0016).
  const profiles = useDeferredValue(useSocialProfiles({ enabled }).profiles);
  const groups = useDeferredValue(useSelectorGroups(enabled).groups);
  // Under the bar, the row keeps its room while the profiles load: the page below it must not move.
  if (enabled && !profiles && placement === 'content')
    return <TopBarSelection data-placement={placement} data-pending aria-hidden="true" />;
  if (!enabled || !profiles || profiles.length === 0) return null;
  const networksOf = new Map(profiles.map((profile) => [profile.id, profile.network]));

  return (
    <TopBarSelection data-placement={placement}>
      <SelectionBar
        mode={mode}
        profiles={profiles.map((profile) => ({
          id: profile.id,
          name: profile.name,
          handle: profile.handle ? `@${profile.handle}` : undefined,
          network: profile.network,
          avatarUrl: profile.avatar_url,
          isActive: profile.is_active,
          authStatus: profile.auth_status,
        }))}
        groups={(groups ?? []).map((group) => ({
          id: group.id,
          name: group.name,
          profileCount: group.profile_ids.length,
          networks: [
            ...new Set(
              group.profile_ids.map((id) => networksOf.get(id)).filter((network) => network !== undefined),
            ),
          ],
        }))}
      />
    </TopBarSelection>
  );
}

/**
 * The signed-in frame: navigation for every area that is built (unbuilt areas are not linked), the top bar
 * with the trial status and the account menu, and a reminder while the e-mail address is unverified.
 */
export function AppShell({ user, children }: { user: TUser; children: React.ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const theme = useTheme();
  const isCompact = useMediaQuery(`(width < ${theme.breakpoint.md})`);
  const selectionMode = MULTI_SELECTION_PATHS.test(pathname) ? 'profiles' : 'profile';
  // The drawer (small screens) is open for the page it was opened on: following a link closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const item = (id: string, label: string, href: string, icon: React.ReactNode) => ({
    id,
    label,
    href,
    icon,
    isCurrent: pathname === href,
  });

  const sectionIcons: Record<SectionId, React.ReactNode> = {
    home: <House aria-hidden="true" />,
    overview: <LayoutGrid aria-hidden="true" />,
    community: <Users aria-hidden="true" />,
    engagement: <Heart aria-hidden="true" />,
    reach_impressions: <Radio aria-hidden="true" />,
    reach: <TrendingUp aria-hidden="true" />,
    impressions: <Eye aria-hidden="true" />,
    activity: <Activity aria-hidden="true" />,
    content: <Images aria-hidden="true" />,
    stories: <CircleDot aria-hidden="true" />,
    reels: <Clapperboard aria-hidden="true" />,
    fbvideos: <Video aria-hidden="true" />,
    mentions: <AtSign aria-hidden="true" />,
  };
  const analyticsItem = (id: SectionId) =>
    item(id, t(`analytics.sections.${id}`), SECTIONS[id].path, sectionIcons[id]);

  const sections = [
    {
      id: 'analytics',
      title: t('analytics.nav.sectionLabel'),
      items: [analyticsItem('home'), ...ANALYTICS_NAV.map(analyticsItem)].filter((entry) =>
        isRouted(entry.href),
      ),
    },
    {
      id: 'content',
      title: t('analytics.nav.content'),
      items: [
        item('posts', t('analytics.sections.posts'), '/content/posts', <BarChart3 aria-hidden="true" />),
        {
          ...item(
            'campaigns',
            t('analytics.sections.campaigns'),
            '/content/campaigns',
            <Megaphone aria-hidden="true" />,
          ),
          isCurrent: pathname.startsWith('/content/campaigns'),
        },
      ].filter((entry) => isRouted(entry.href)),
    },
    {
      id: 'publishing',
      title: t('shell.sections.publishing'),
      items: [
        {
          ...item(
            'scheduler',
            t('shell.nav.scheduler'),
            '/publishing/scheduler',
            <CalendarDays aria-hidden="true" />,
          ),
          isCurrent: pathname.startsWith('/publishing/scheduler'),
        },
        item(
          'media-library',
          t('shell.nav.mediaLibrary'),
          '/publishing/media-library',
          <ImagePlay aria-hidden="true" />,
        ),
        item(
          'saved-texts',
          t('shell.nav.savedTexts'),
          '/publishing/saved-captions-hashtags',
          <BookText aria-hidden="true" />,
        ),
        item('ideas', t('shell.nav.ideas'), '/inspiration', <Lightbulb aria-hidden="true" />),
      ].filter((entry) => isRouted(entry.href)),
    },
    {
      id: 'workspace',
      title: t('shell.sections.workspace'),
      items: [
        ...(user.signup.status === 'USER_SET_UP'
          ? [
              item(
                'connect',
                t('shell.nav.connectProfiles'),
                SIGN_UP_SCREENS.connectSocialProfiles,
                <Plug aria-hidden="true" />,
              ),
            ]
          : []),
        item(
          'profiles',
          t('shell.nav.socialProfiles'),
          '/social-profiles',
          <UsersRound aria-hidden="true" />,
        ),
        item('groups', t('shell.nav.groups'), '/groups', <FolderTree aria-hidden="true" />),
      ].filter((entry) => isRouted(entry.href)),
    },
    {
      id: 'settings',
      title: t('shell.sections.settings'),
      items: [
        item('account', t('shell.nav.account'), '/settings/account', <UserRound aria-hidden="true" />),
        item('security', t('shell.nav.security'), '/settings/security', <ShieldCheck aria-hidden="true" />),
        item('themes', t('shell.nav.themes'), '/settings/themes', <Palette aria-hidden="true" />),
      ].filter((entry) => isRouted(entry.href)),
    },
  ].filter((section) => section.items.length > 0);

  return (
    <AppShellLayout
      skipLinkLabel={t('common.skipToContent')}
      navigationLabel={t('shell.navigationLabel')}
      openNavigationLabel={t('shell.openNavigation')}
      isNavigationOpen={openOnPath === pathname}
      onNavigationOpenChange={(isOpen) => setOpenOnPath(isOpen ? pathname : null)}
      sidebar={
        <SidebarNav
          aria-label={t('shell.navigationLabel')}
          header={<Logo size="md" />}
          sections={sections}
          footer={
            <Text size="sm" tone="secondary">
              {user.account.name}
            </Text>
          }
        />
      }
      topBar={
        <TopBar
          start={isCompact ? null : <ShellSelection user={user} mode={selectionMode} />}
          end={
            <Stack direction="row" gap={300} align="center">
              <TrialBadge userId={user.id} />
              <NotificationsMenu />
              <UserMenu user={user} />
            </Stack>
          }
        />
      }
    >
      {isCompact && <ShellSelection user={user} mode={selectionMode} placement="content" />}
      {!user.email_verified && <UnverifiedEmailBanner email={user.email} />}
      {children}
    </AppShellLayout>
  );
}
