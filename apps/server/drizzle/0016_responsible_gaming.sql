CREATE TABLE "jurisdiction_profiles" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"minimum_age" integer NOT NULL,
	"mandatory" text[] DEFAULT '{}' NOT NULL,
	"limit_periods" text[] NOT NULL,
	"break_days" integer[] NOT NULL,
	"exclusion_months" integer[] NOT NULL,
	"idle_minutes" integer,
	"real_money" boolean NOT NULL,
	"deposits" boolean NOT NULL,
	"help_name" text NOT NULL,
	"help_url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_exclusions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "rg_exclusions_kind" CHECK ("rg_exclusions"."kind" IN ('break', 'self_exclusion'))
);
--> statement-breakpoint
CREATE TABLE "rg_limits" (
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rg_limits_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period"),
	CONSTRAINT "rg_limits_kind" CHECK ("rg_limits"."kind" IN ('deposit', 'loss', 'stake', 'session')),
	CONSTRAINT "rg_limits_period" CHECK ("rg_limits"."period" IN ('day', 'week', 'month', 'session'))
);
--> statement-breakpoint
CREATE TABLE "rg_settings" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "idle_minutes" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "jurisdiction_profiles" ADD CONSTRAINT "jurisdiction_profiles_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_exclusions" ADD CONSTRAINT "rg_exclusions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_limits" ADD CONSTRAINT "rg_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_settings" ADD CONSTRAINT "rg_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rg_exclusions_member_idx" ON "rg_exclusions" USING btree ("member_id","starts_at");