CREATE TABLE "profile_queues" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"time_zone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_time_slots" (
	"profile_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"minute" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_time_slots_profile_id_weekday_minute_pk" PRIMARY KEY("profile_id","weekday","minute"),
	CONSTRAINT "profile_time_slots_weekday_check" CHECK ("profile_time_slots"."weekday" between 1 and 7),
	CONSTRAINT "profile_time_slots_minute_check" CHECK ("profile_time_slots"."minute" between 0 and 1439)
);
--> statement-breakpoint
ALTER TABLE "profile_queues" ADD CONSTRAINT "profile_queues_profile_id_social_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."social_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_queues" ADD CONSTRAINT "profile_queues_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_time_slots" ADD CONSTRAINT "profile_time_slots_profile_id_profile_queues_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile_queues"("profile_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_time_slots" ADD CONSTRAINT "profile_time_slots_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_time_slots_account_idx" ON "profile_time_slots" USING btree ("account_id");