/** LinkedIn Rest.li response shapes (networks.md §7.3), only the fields Kestrel reads. */
import { z } from 'zod';

const count = z.number().nullish();

export const pagingSchema = z
  .object({
    start: z.number().optional(),
    count: z.number().optional(),
    total: z.number().optional(),
    links: z.array(z.object({ rel: z.string(), href: z.string() })).optional(),
  })
  .optional();

export const aclListSchema = z.object({
  elements: z.array(
    z.object({
      organization: z.string(),
      role: z.string(),
      state: z.string(),
      roleAssignee: z.string().optional(),
    }),
  ),
  paging: pagingSchema,
});

export const organizationSchema = z.object({
  id: z.number(),
  localizedName: z.string(),
  vanityName: z.string().optional(),
});

export const organizationBatchSchema = z.object({
  results: z.record(z.string(), organizationSchema),
});

export const networkSizeSchema = z.object({ firstDegreeSize: count });

export const postSchema = z.object({
  id: z.string(),
  author: z.string().optional(),
  commentary: z.string().optional(),
  createdAt: z.number().optional(),
  publishedAt: z.number().optional(),
  lifecycleState: z.string().optional(),
  content: z
    .object({
      media: z.object({ id: z.string(), title: z.string().optional() }).optional(),
      multiImage: z.object({ images: z.array(z.object({ id: z.string() })) }).optional(),
      article: z.object({ source: z.string().optional(), title: z.string().optional() }).optional(),
    })
    .optional(),
});
export type LinkedInPost = z.output<typeof postSchema>;

export const postListSchema = z.object({ elements: z.array(postSchema), paging: pagingSchema });

export const shareStatisticsSchema = z.object({
  impressionCount: count,
  uniqueImpressionsCount: count,
  clickCount: count,
  likeCount: count,
  commentCount: count,
  shareCount: count,
  engagement: count,
});
export type ShareStatistics = z.output<typeof shareStatisticsSchema>;

const timeRangeSchema = z.object({ start: z.number(), end: z.number() });

export const shareStatisticsListSchema = z.object({
  elements: z.array(
    z.object({
      share: z.string().optional(),
      ugcPost: z.string().optional(),
      timeRange: timeRangeSchema.optional(),
      totalShareStatistics: shareStatisticsSchema,
    }),
  ),
});

export const followerGainsListSchema = z.object({
  elements: z.array(
    z.object({
      timeRange: timeRangeSchema,
      followerGains: z.object({ organicFollowerGain: count, paidFollowerGain: count }),
    }),
  ),
});

const followerCountsSchema = z.object({ organicFollowerCount: count, paidFollowerCount: count });
const byGeoSchema = z.array(z.object({ geo: z.string(), followerCounts: followerCountsSchema })).optional();

export const followerDemographicsSchema = z.object({
  elements: z.array(z.object({ followerCountsByGeoCountry: byGeoSchema, followerCountsByGeo: byGeoSchema })),
});

export const geoBatchSchema = z.object({
  results: z.record(z.string(), z.object({ defaultLocalizedName: z.object({ value: z.string() }) })),
});

export const pageStatisticsListSchema = z.object({
  elements: z.array(
    z.object({
      timeRange: timeRangeSchema,
      totalPageStatistics: z.object({
        views: z.object({ allPageViews: z.object({ pageViews: count }).optional() }).optional(),
      }),
    }),
  ),
});

export const commentSchema = z.object({
  id: z.string().optional(),
  commentUrn: z.string().optional(),
  actor: z.string(),
  object: z.string().optional(),
  parentComment: z.string().optional(),
  created: z.object({ time: z.number() }).optional(),
  message: z.object({ text: z.string() }).optional(),
});
export type LinkedInComment = z.output<typeof commentSchema>;

export const commentListSchema = z.object({ elements: z.array(commentSchema), paging: pagingSchema });

export const mediaStatusSchema = z.object({
  id: z.string().optional(),
  status: z.string(),
  processingFailureReason: z.string().optional(),
});
