ALTER TABLE "posts" ADD COLUMN "engagements" double precision GENERATED ALWAYS AS ((metrics->>'engagements')::double precision) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "impressions" double precision GENERATED ALWAYS AS ((metrics->>'impressions')::double precision) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reach" double precision GENERATED ALWAYS AS ((metrics->>'reach')::double precision) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "video_views" double precision GENERATED ALWAYS AS ((metrics->>'video_views')::double precision) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "engagement_rate" double precision GENERATED ALWAYS AS ((metrics->>'engagements')::double precision / nullif(coalesce((metrics->>'reach')::double precision, (metrics->>'impressions')::double precision), 0)) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "local_tz" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "local_dow" smallint;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "local_hour" smallint;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "local_day" date;