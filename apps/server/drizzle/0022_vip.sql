CREATE TABLE "member_vip_levels" (
	"member_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_vip_levels_member_id_level_pk" PRIMARY KEY("member_id","level")
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"merchant_code" text NOT NULL,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"deposit_threshold" bigint NOT NULL,
	"valid_bet_threshold" bigint NOT NULL,
	"activity_id" uuid NOT NULL,
	CONSTRAINT "vip_levels_merchant_code_level_pk" PRIMARY KEY("merchant_code","level"),
	CONSTRAINT "vip_levels_activity_id_unique" UNIQUE("activity_id"),
	CONSTRAINT "vip_levels_amounts" CHECK ("vip_levels"."level" > 0 AND "vip_levels"."deposit_threshold" >= 0 AND "vip_levels"."valid_bet_threshold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reward_activities" DROP CONSTRAINT "reward_activities_kind";--> statement-breakpoint
ALTER TABLE "member_vip_levels" ADD CONSTRAINT "member_vip_levels_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_activity_id_reward_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."reward_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_activities" ADD CONSTRAINT "reward_activities_kind" CHECK ("reward_activities"."kind" IN ('firstDeposit', 'dailyCheckIn', 'weeklyRebate', 'raffle', 'share', 'eventDeposit', 'vipLevelUp'));