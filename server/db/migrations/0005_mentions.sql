CREATE TABLE "mentions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"remote_id" text NOT NULL,
	"kind" text NOT NULL,
	"author_handle" text,
	"text" text DEFAULT '' NOT NULL,
	"permalink" text,
	"mentioned_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_profile_id_social_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."social_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mentions_profile_remote_key" ON "mentions" USING btree ("profile_id","remote_id");--> statement-breakpoint
CREATE INDEX "mentions_profile_at_idx" ON "mentions" USING btree ("profile_id","mentioned_at");