CREATE TABLE "lottery_bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bet_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"line" integer NOT NULL,
	"currency" text NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"prize_mode" text NOT NULL,
	"numero" text NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"bet_type" text NOT NULL,
	"selection" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"win_amount" bigint DEFAULT 0 NOT NULL,
	"drawn_numbers" jsonb,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_bets_bet_id_unique" UNIQUE("bet_id"),
	CONSTRAINT "lottery_bets_request_line" UNIQUE("member_id","request_id","line"),
	CONSTRAINT "lottery_bets_stake_positive" CHECK ("lottery_bets"."stake" > 0 AND "lottery_bets"."win_amount" >= 0),
	CONSTRAINT "lottery_bets_status" CHECK ("lottery_bets"."status" IN ('open', 'won', 'lost'))
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_bets_member_placed_idx" ON "lottery_bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "lottery_bets_open_draw_idx" ON "lottery_bets" USING btree ("draw_at") WHERE "lottery_bets"."status" = 'open';