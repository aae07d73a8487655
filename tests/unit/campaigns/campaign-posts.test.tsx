import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import type { TAlbumDetail } from '@contracts/campaigns.ts';
import { THEMES } from '@/design-system/theme/index.ts';
import { CampaignPosts } from '@/features/campaigns';
import { createI18n } from '@/i18n/index.ts';

const emptyCampaign = {
  id: '0b6f2a1e-5d6c-4c1b-9f5e-2f7a1b3c4d5e',
  name: 'Autumn roast launch',
  description: '',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  stats: {
    posts: 0,
    profiles: 0,
    engagements: null,
    avg_engagement_rate: null,
    impressions: null,
    reach: null,
    video_views: null,
    first_published_at: null,
    last_published_at: null,
  },
  networks: [],
  posts: [],
  by_profile: [],
  by_kind: [],
  timeline: [],
  time_zone: 'Europe/Paris',
} as TAlbumDetail;

describe('a campaign without posts', () => {
  it('says the campaign has no posts yet and where to add them, not to create a campaign', () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <ThemeProvider theme={THEMES.light}>
          <CampaignPosts
            album={emptyCampaign}
            dateFormat={new Intl.DateTimeFormat('en')}
            onRemove={() => {}}
          />
        </ThemeProvider>
      </I18nextProvider>,
    );

    expect(
      screen.getByText('No posts in this campaign yet. Add some from the list of posts.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Create one/)).not.toBeInTheDocument();
  });
});
