CREATE TABLE "caption_hashtag_lists" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"profile_id" uuid,
	"network" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idea_tag_links" (
	"idea_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "idea_tag_links_idea_id_tag_id_pk" PRIMARY KEY("idea_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "idea_tags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ideas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"title" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer NOT NULL,
	"master_post_id" uuid,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "caption_hashtag_lists" ADD CONSTRAINT "caption_hashtag_lists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caption_hashtag_lists" ADD CONSTRAINT "caption_hashtag_lists_profile_id_social_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."social_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_tag_links" ADD CONSTRAINT "idea_tag_links_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_tag_links" ADD CONSTRAINT "idea_tag_links_tag_id_idea_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."idea_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_tags" ADD CONSTRAINT "idea_tags_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "caption_hashtag_lists_account_name_key" ON "caption_hashtag_lists" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "idea_tag_links_tag_idx" ON "idea_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idea_tags_account_name_key" ON "idea_tags" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "ideas_account_position_idx" ON "ideas" USING btree ("account_id","position");