CREATE TABLE "merchant_settings" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"restricted_countries" text[] DEFAULT '{}' NOT NULL,
	"blocked_ips" text[] DEFAULT '{}' NOT NULL,
	"customer_service" jsonb NOT NULL,
	"resources" jsonb NOT NULL,
	"gtag_id" text,
	"image_cdns" text[] DEFAULT '{}' NOT NULL,
	"launch_game_cdns" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whitelabel_flags" (
	"merchant_code" text NOT NULL,
	"mod_id" text NOT NULL,
	"parent_mod_id" text,
	"enabled" boolean NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "whitelabel_flags_merchant_code_mod_id_pk" PRIMARY KEY("merchant_code","mod_id")
);
--> statement-breakpoint
ALTER TABLE "merchant_settings" ADD CONSTRAINT "merchant_settings_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelabel_flags" ADD CONSTRAINT "whitelabel_flags_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE cascade ON UPDATE no action;