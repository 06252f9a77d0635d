CREATE TABLE "point_configs" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"unit" bigint NOT NULL,
	"exchange_rate" integer NOT NULL,
	"rates" jsonb NOT NULL,
	"min_convert" integer NOT NULL,
	CONSTRAINT "point_configs_positive" CHECK ("point_configs"."unit" > 0 AND "point_configs"."exchange_rate" > 0 AND "point_configs"."min_convert" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_no" text NOT NULL,
	"member_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"reward_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"points" integer NOT NULL,
	"status" text DEFAULT 'in_process' NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "point_redemptions_reference_no_unique" UNIQUE("reference_no"),
	CONSTRAINT "point_redemptions_member_request_key" UNIQUE("member_id","request_id"),
	CONSTRAINT "point_redemptions_amounts" CHECK ("point_redemptions"."quantity" > 0 AND "point_redemptions"."points" > 0),
	CONSTRAINT "point_redemptions_status" CHECK ("point_redemptions"."status" IN ('in_process', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "point_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	"points_required" integer NOT NULL,
	"amount_required" bigint DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "point_rewards_merchant_code_key" UNIQUE("merchant_code","code"),
	CONSTRAINT "point_rewards_amounts" CHECK ("point_rewards"."points_required" > 0 AND "point_rewards"."amount_required" >= 0)
);
--> statement-breakpoint
ALTER TABLE "point_configs" ADD CONSTRAINT "point_configs_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_reward_id_point_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."point_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_rewards" ADD CONSTRAINT "point_rewards_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_redemptions_member_created_idx" ON "point_redemptions" USING btree ("member_id","created_at");