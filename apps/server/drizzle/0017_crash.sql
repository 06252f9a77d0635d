CREATE TABLE "crash_bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" bigint NOT NULL,
	"member_id" uuid NOT NULL,
	"masked_name" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"auto_cashout" integer,
	"cashout" integer,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "crash_bets_round_member" UNIQUE("round_id","member_id"),
	CONSTRAINT "crash_bets_amount" CHECK ("crash_bets"."amount" > 0),
	CONSTRAINT "crash_bets_status" CHECK ("crash_bets"."status" IN ('open', 'won', 'lost', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "crash_chains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"node_id" text NOT NULL,
	"seed" text NOT NULL,
	"terminal_hash" text NOT NULL,
	"length" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_leases" (
	"game_key" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"demand_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"node_id" text NOT NULL,
	"round_no" integer NOT NULL,
	"chain_id" bigint NOT NULL,
	"chain_index" integer NOT NULL,
	"hash" text NOT NULL,
	"crash_point" integer NOT NULL,
	"status" text NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "crash_rounds_game_round" UNIQUE("merchant_code","node_id","round_no"),
	CONSTRAINT "crash_rounds_chain_index" UNIQUE("chain_id","chain_index"),
	CONSTRAINT "crash_rounds_status" CHECK ("crash_rounds"."status" IN ('betting', 'running', 'ended', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_round_id_crash_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."crash_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_chain_id_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."crash_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crash_bets_member" ON "crash_bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "crash_chains_game" ON "crash_chains" USING btree ("merchant_code","node_id","id");