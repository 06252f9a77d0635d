CREATE TABLE "member_bet_days" (
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	"game_type" text NOT NULL,
	"currency" text NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"bet_amount" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"win_amount" bigint DEFAULT 0 NOT NULL,
	"profit" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_bet_days_member_id_day_game_type_currency_pk" PRIMARY KEY("member_id","day","game_type","currency")
);
--> statement-breakpoint
CREATE TABLE "agent_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_code" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_tree" (
	"ancestor_id" uuid NOT NULL,
	"descendant_id" uuid NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "member_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id"),
	CONSTRAINT "member_tree_depth" CHECK ("member_tree"."depth" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_bet_days" ADD CONSTRAINT "member_bet_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_announcements" ADD CONSTRAINT "agent_announcements_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_announcements_lookup_idx" ON "agent_announcements" USING btree ("merchant_code","published_at");--> statement-breakpoint
CREATE INDEX "member_tree_descendant_idx" ON "member_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "game_rounds_bet_at_idx" ON "game_rounds" USING btree ("bet_at");--> statement-breakpoint
-- Backfill: the rounds so far, per member, UTC day, game type and currency.
INSERT INTO "member_bet_days" ("member_id", "day", "game_type", "currency", "bets", "bet_amount", "valid_bet", "win_amount", "profit")
SELECT "member_id", ("bet_at" AT TIME ZONE 'UTC')::date, "game_type", "currency", count(*), sum("bet_amount"), sum("valid_bet"),
	sum("win_amount"), sum(CASE WHEN "status" = 'settled' THEN "win_amount" - "bet_amount" ELSE 0 END)
FROM "game_rounds"
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- Backfill: every existing member with itself (depth 0) and each of its uplines, walking parent_id.
WITH RECURSIVE tree(ancestor_id, descendant_id, depth) AS (
	SELECT "id", "id", 0 FROM "members"
	UNION ALL
	SELECT m."parent_id", tree.descendant_id, tree.depth + 1
	FROM tree JOIN "members" m ON m."id" = tree.ancestor_id
	WHERE m."parent_id" IS NOT NULL
)
INSERT INTO "member_tree" ("ancestor_id", "descendant_id", "depth")
SELECT ancestor_id, descendant_id, depth FROM tree
ON CONFLICT DO NOTHING;
