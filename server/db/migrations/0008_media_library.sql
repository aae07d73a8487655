CREATE TABLE "library_media" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"duration_sec" double precision,
	"folder" text,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"source_media_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_media_tags" (
	"media_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "library_media_tags_media_id_tag_id_pk" PRIMARY KEY("media_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "library_tags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_media" ADD CONSTRAINT "library_media_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_media" ADD CONSTRAINT "library_media_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_media_tags" ADD CONSTRAINT "library_media_tags_media_id_library_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."library_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_media_tags" ADD CONSTRAINT "library_media_tags_tag_id_library_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."library_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_tags" ADD CONSTRAINT "library_tags_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_media_account_created_idx" ON "library_media" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "library_media_account_folder_idx" ON "library_media" USING btree ("account_id","folder");--> statement-breakpoint
CREATE INDEX "library_media_tags_tag_idx" ON "library_media_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "library_tags_account_name_key" ON "library_tags" USING btree ("account_id",lower("name"));