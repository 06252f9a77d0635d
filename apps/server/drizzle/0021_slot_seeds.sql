CREATE TABLE "slot_seeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slot_seeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" uuid NOT NULL,
	"merchant_code" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "slot_seeds_nonce" CHECK ("slot_seeds"."nonce" >= 0)
);
--> statement-breakpoint
ALTER TABLE "launch_rounds" ADD COLUMN "seed_id" bigint;--> statement-breakpoint
ALTER TABLE "launch_rounds" ADD COLUMN "nonce" integer;--> statement-breakpoint
ALTER TABLE "slot_seeds" ADD CONSTRAINT "slot_seeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_seeds" ADD CONSTRAINT "slot_seeds_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_seeds_active_member" ON "slot_seeds" USING btree ("member_id") WHERE "slot_seeds"."revealed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "slot_seeds_member_idx" ON "slot_seeds" USING btree ("member_id","id");--> statement-breakpoint
ALTER TABLE "launch_rounds" ADD CONSTRAINT "launch_rounds_seed_id_slot_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."slot_seeds"("id") ON DELETE no action ON UPDATE no action;