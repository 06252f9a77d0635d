CREATE TABLE "promotion_texts" (
	"promotion_id" uuid NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"terms" jsonb NOT NULL,
	CONSTRAINT "promotion_texts_promotion_id_language_pk" PRIMARY KEY("promotion_id","language")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"sequence" integer NOT NULL,
	"on_home" boolean DEFAULT false NOT NULL,
	"activity_code" text,
	"images" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "promotion_texts" ADD CONSTRAINT "promotion_texts_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_merchant_code_uq" ON "promotions" USING btree ("merchant_code","code");--> statement-breakpoint
CREATE INDEX "promotions_list_idx" ON "promotions" USING btree ("merchant_code","sequence");