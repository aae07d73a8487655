ALTER TABLE "posts" ADD COLUMN "likes" double precision GENERATED ALWAYS AS ((metrics->>'likes')::double precision) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "comments" double precision GENERATED ALWAYS AS ((metrics->>'comments')::double precision) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "shares" double precision GENERATED ALWAYS AS ((metrics->>'shares')::double precision) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "saves" double precision GENERATED ALWAYS AS ((metrics->>'saves')::double precision) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "story_taps_forward" double precision GENERATED ALWAYS AS ((metrics->>'story_taps_forward')::double precision) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "story_taps_back" double precision GENERATED ALWAYS AS ((metrics->>'story_taps_back')::double precision) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "story_exits" double precision GENERATED ALWAYS AS ((metrics->>'story_exits')::double precision) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "story_replies" double precision GENERATED ALWAYS AS ((metrics->>'story_replies')::double precision) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "watch_time_avg_sec" double precision GENERATED ALWAYS AS ((metrics->>'watch_time_avg_sec')::double precision) STORED;