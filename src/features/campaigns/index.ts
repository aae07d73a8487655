/** The campaigns feature's public face: the campaigns' list, their comparison, one campaign's page. */
export { AddToCampaign } from './AddToCampaign.tsx';
export { CampaignAnalytics } from './CampaignAnalytics.tsx';
export { BackToCampaigns, CampaignHeader } from './CampaignHeader.tsx';
export { CampaignPosts } from './CampaignPosts.tsx';
export { CampaignsActions } from './CampaignsActions.tsx';
export { CampaignsComparisonChart } from './CampaignsComparisonChart.tsx';
export { CampaignsTable } from './CampaignsTable.tsx';
export { CreateCampaignDialog } from './CreateCampaignDialog.tsx';
export { DeleteCampaignDialog } from './DeleteCampaignDialog.tsx';
export { campaignTab } from './campaign-figures.ts';
export { useCampaign } from './use-campaign.ts';
export { useCampaigns, useCampaignsComparison } from './use-campaigns.ts';
