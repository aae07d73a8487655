import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRouted, ROUTES } from '@/app/routes.ts';

/** Every route written in spec §2, read from the spec itself so a new spec route fails this test. */
function specRoutes(): string[] {
  const spec = readFileSync(path.resolve(process.cwd(), '../shared/spec/product-spec.md'), 'utf8');
  const section = spec.slice(spec.indexOf('## 2. Screens and routes'), spec.indexOf('## 3.'));
  const paths = new Set<string>();
  for (const line of section.split('\n').filter((text) => text.startsWith('- '))) {
    const head = line.slice(2).split(' : ')[0]!;
    if (head.startsWith('/analytics/overview,')) {
      for (const page of head
        .split(',')
        .map((part) => part.trim().replace(/ \(each under \/analytics\)\.?$/, ''))) {
        paths.add(page.startsWith('/analytics') ? page : `/analytics${page}`);
      }
      continue;
    }
    if (head.startsWith('/settings/account,')) {
      for (const page of head.split(',').map((part) => part.trim().replace(/\.$/, ''))) {
        paths.add(page.startsWith('/settings') ? page : `/settings${page}`);
      }
      continue;
    }
    if (head.startsWith('/conversations/comments,')) {
      for (const page of head.split(',').map((part) => part.trim().replace(/\.$/, ''))) {
        paths.add(page.startsWith('/conversations') ? page : `/conversations${page}`);
      }
      continue;
    }
    if (head.startsWith('/reports/create/account,')) {
      for (const page of head.split(',').map((part) => part.trim().replace(/\.$/, ''))) {
        paths.add(page.startsWith('/reports') ? page : `/reports/create${page}`);
      }
      continue;
    }
    for (const part of head.split(/,| and /)) {
      const path = part.trim().replace(/\.$/, '');
      if (path.startsWith('/')) paths.add(path);
    }
  }

  return [...paths].map((path) =>
    path.replace(/\[(\w+)\]/g, ':$1').replace(/\{invitation id\}/, ':invitationId'),
  );
}

describe('route table', () => {
  it('declares every route of spec §2', () => {
    const declared = new Set(ROUTES.map((route) => route.path));
    const expected = specRoutes();
    expect(expected.length).toBeGreaterThan(80);
    expect(expected.filter((path) => !declared.has(path))).toEqual([]);
  });

  it('declares each path once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('routes the screens this foundation builds, and leaves the later areas unrouted', () => {
    for (const path of [
      '/',
      '/signin',
      '/login',
      '/register',
      '/create/account',
      '/logout',
      '/forgot-password',
      '/reset-password/:token',
      '/setup/email-verification',
      '/setup/account',
      '/signup/user-infos',
      '/settings/account',
      '/settings/security',
      '/home',
      '/dashboard/overview',
      '/analytics',
      '/analytics/overview',
      '/analytics/stories',
      '/content/posts',
      '/content/campaigns/:albumId/stats',
      '/media/:id',
      '/publishing/scheduler',
    ]) {
      expect(isRouted(path), path).toBe(true);
    }
    for (const path of [
      '/publishing/collaboration/notifications',
      '/giveaway-picker',
      '/dashboard/view/:id',
    ]) {
      expect(isRouted(path), path).toBe(false);
    }
  });

  it('gives home and the analytics overview their second names, showing the same screens', async () => {
    const screenOf = async (path: string) => {
      const module = await ROUTES.find((route) => route.path === path)!.load!();

      return module.default.displayName;
    };
    expect(ROUTES.find((route) => route.path === '/dashboard/overview')?.aliasOf).toBe('/home');
    expect(ROUTES.find((route) => route.path === '/analytics')?.aliasOf).toBe('/analytics/overview');
    expect(await screenOf('/dashboard/overview')).toBe(await screenOf('/home'));
    expect(await screenOf('/analytics')).toBe('AnalyticsScreen(overview)');
  });
});

describe('links out of the app', () => {
  it('are told apart from app paths, so the router leaves them alone', async () => {
    const { isAbsoluteUrl } = await import('@/app/Root.tsx');
    expect(isAbsoluteUrl('https://developers.facebook.com/apps')).toBe(true);
    expect(isAbsoluteUrl('mailto:help@kestrel.local')).toBe(true);
    expect(isAbsoluteUrl('/social-profiles')).toBe(false);
    expect(isAbsoluteUrl('settings/account')).toBe(false);
  });
});
