CREATE TABLE "scheduler_post_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"message" text,
	"actor_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "scheduler_posts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"master_post_id" uuid NOT NULL,
	"created_by" uuid,
	"kind" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_comment" text,
	"link" text,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"approval_required" boolean DEFAULT false NOT NULL,
	"publish_mode" text DEFAULT 'auto' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"publish_state" jsonb,
	"lease_until" timestamp with time zone,
	"lease_token" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"failure_message" text,
	"remote_id" text,
	"permalink" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheduler_post_events" ADD CONSTRAINT "scheduler_post_events_post_id_scheduler_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."scheduler_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_post_events" ADD CONSTRAINT "scheduler_post_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_posts" ADD CONSTRAINT "scheduler_posts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_posts" ADD CONSTRAINT "scheduler_posts_profile_id_social_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."social_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_posts" ADD CONSTRAINT "scheduler_posts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduler_post_events_post_idx" ON "scheduler_post_events" USING btree ("post_id","at");--> statement-breakpoint
CREATE INDEX "scheduler_posts_account_time_idx" ON "scheduler_posts" USING btree ("account_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "scheduler_posts_master_idx" ON "scheduler_posts" USING btree ("master_post_id");--> statement-breakpoint
CREATE INDEX "scheduler_posts_due_idx" ON "scheduler_posts" USING btree ("scheduled_at") WHERE "scheduler_posts"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "scheduler_posts_publishing_idx" ON "scheduler_posts" USING btree ("lease_until") WHERE "scheduler_posts"."status" = 'publishing';