/** X API v2 response shapes (networks.md §5.2), only the fields Kestrel reads; extra fields are allowed. */
import { z } from 'zod';

const count = z.number().nullish();

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  profile_image_url: z.string().optional(),
  public_metrics: z
    .object({
      followers_count: count,
      following_count: count,
      tweet_count: count,
      listed_count: count,
      like_count: count,
    })
    .optional(),
});
export type XUser = z.output<typeof userSchema>;

export const publicMetricsSchema = z.object({
  retweet_count: count,
  reply_count: count,
  like_count: count,
  quote_count: count,
  bookmark_count: count,
  impression_count: count,
});

export const nonPublicMetricsSchema = z.object({
  impression_count: count,
  url_link_clicks: count,
  user_profile_clicks: count,
});

export const tweetSchema = z.object({
  id: z.string(),
  text: z.string(),
  created_at: z.string().optional(),
  author_id: z.string().optional(),
  conversation_id: z.string().optional(),
  attachments: z.object({ media_keys: z.array(z.string()).optional() }).optional(),
  referenced_tweets: z.array(z.object({ type: z.string(), id: z.string() })).optional(),
  public_metrics: publicMetricsSchema.optional(),
  non_public_metrics: nonPublicMetricsSchema.optional(),
});
export type XTweet = z.output<typeof tweetSchema>;

export const mediaSchema = z.object({
  media_key: z.string(),
  type: z.string(),
  url: z.string().optional(),
  preview_image_url: z.string().optional(),
  public_metrics: z.object({ view_count: count }).optional(),
});
export type XMedia = z.output<typeof mediaSchema>;

/** Partial errors next to data (e.g. non-public metrics refused for a post older than 30 days). */
export const partialErrorSchema = z.object({
  resource_id: z.string().optional(),
  value: z.string().optional(),
  parameter: z.string().optional(),
  title: z.string().optional(),
  detail: z.string().optional(),
  type: z.string().optional(),
});

const includesSchema = z
  .object({ media: z.array(mediaSchema).optional(), users: z.array(userSchema).optional() })
  .optional();

const metaSchema = z
  .object({ result_count: z.number().optional(), next_token: z.string().optional() })
  .optional();

export const userResponseSchema = z.object({ data: userSchema });

export const tweetListSchema = z.object({
  data: z.array(tweetSchema).optional(),
  includes: includesSchema,
  meta: metaSchema,
  errors: z.array(partialErrorSchema).optional(),
});
export type XTweetList = z.output<typeof tweetListSchema>;

export const dmEventSchema = z.object({
  id: z.string(),
  event_type: z.string(),
  text: z.string().optional(),
  dm_conversation_id: z.string().optional(),
  created_at: z.string().optional(),
  sender_id: z.string().optional(),
  participant_ids: z.array(z.string()).optional(),
});
export type XDmEvent = z.output<typeof dmEventSchema>;

export const dmEventListSchema = z.object({
  data: z.array(dmEventSchema).optional(),
  includes: includesSchema,
  meta: metaSchema,
});

export const dmSentSchema = z.object({
  data: z.object({ dm_conversation_id: z.string(), dm_event_id: z.string() }),
});

export const createdTweetSchema = z.object({
  data: z.object({ id: z.string(), text: z.string().optional() }),
});

export const hiddenSchema = z.object({ data: z.object({ hidden: z.boolean() }) });
export const deletedSchema = z.object({ data: z.object({ deleted: z.boolean() }) });
