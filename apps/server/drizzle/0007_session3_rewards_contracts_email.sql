CREATE TABLE "mission_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mission_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"points" integer NOT NULL,
	"journal_entry_id" bigint NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_claims_key" UNIQUE("mission_id","member_id","period")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"target" bigint NOT NULL,
	"reward_amount" bigint NOT NULL,
	"points" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "missions_merchant_code_key" UNIQUE("merchant_code","code"),
	CONSTRAINT "missions_kind" CHECK ("missions"."kind" IN ('betCount', 'wager', 'depositCount')),
	CONSTRAINT "missions_amounts" CHECK ("missions"."target" > 0 AND "missions"."reward_amount" > 0 AND "missions"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"referrer_id" uuid NOT NULL,
	"friend_id" uuid PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"journal_entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"promotion_type" text NOT NULL,
	"title" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"min_amount" bigint DEFAULT 0 NOT NULL,
	"requires_application" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reward_activities_merchant_code_key" UNIQUE("merchant_code","code"),
	CONSTRAINT "reward_activities_amounts" CHECK ("reward_activities"."reward_amount" > 0 AND "reward_activities"."min_amount" >= 0),
	CONSTRAINT "reward_activities_kind" CHECK ("reward_activities"."kind" IN ('firstDeposit', 'dailyCheckIn', 'weeklyRebate', 'raffle', 'share', 'eventDeposit'))
);
--> statement-breakpoint
CREATE TABLE "reward_application_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"period" text NOT NULL,
	"remark" text NOT NULL,
	"status" text DEFAULT 'applying' NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "reward_applications_status" CHECK ("reward_applications"."status" IN ('applying', 'approved', 'rejected')),
	CONSTRAINT "reward_applications_remark" CHECK (char_length("reward_applications"."remark") <= 140)
);
--> statement-breakpoint
CREATE TABLE "reward_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"journal_entry_id" bigint NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_claims_key" UNIQUE("activity_id","member_id","period")
);
--> statement-breakpoint
CREATE TABLE "reward_joins" (
	"activity_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_joins_key" UNIQUE("activity_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"rate_bps" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contracts_type_check" CHECK ("agent_contracts"."type" in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
	CONSTRAINT "agent_contracts_status_check" CHECK ("agent_contracts"."status" in ('requested', 'active', 'rejected', 'terminated'))
);
--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_friend_id_members_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_activities" ADD CONSTRAINT "reward_activities_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_application_images" ADD CONSTRAINT "reward_application_images_application_id_reward_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."reward_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD CONSTRAINT "reward_applications_activity_id_reward_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."reward_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD CONSTRAINT "reward_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_activity_id_reward_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."reward_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_joins" ADD CONSTRAINT "reward_joins_activity_id_reward_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."reward_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_joins" ADD CONSTRAINT "reward_joins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_applications_open_key" ON "reward_applications" USING btree ("activity_id","member_id","period") WHERE "reward_applications"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "reward_applications_member_idx" ON "reward_applications" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "agent_contracts_member_idx" ON "agent_contracts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_open_request_key" ON "agent_contracts" USING btree ("member_id","type") WHERE "agent_contracts"."status" = 'requested';--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_email_key" ON "members" USING btree ("merchant_code",lower("email")) WHERE "members"."email" is not null;