CREATE TABLE "member_totals" (
	"member_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_totals_pk" PRIMARY KEY("member_id","currency")
);
--> statement-breakpoint
ALTER TABLE "member_totals" ADD CONSTRAINT "member_totals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The totals so far (wallet/totals.ts recountMemberTotals does the same).
INSERT INTO "member_totals" ("member_id", "currency", "deposits", "valid_bet")
SELECT member_id, currency, sum(deposits), sum(valid_bet) FROM (
  SELECT a.owner_member_id AS member_id, a.currency, p.amount AS deposits, 0::bigint AS valid_bet
  FROM postings p
  JOIN journal_entries j ON j.id = p.entry_id
  JOIN ledger_accounts a ON a.id = p.account_id
  WHERE a.kind = 'member_main' AND a.owner_member_id IS NOT NULL AND j.kind = 'deposit'
  UNION ALL
  SELECT member_id, currency, 0, valid_bet FROM game_rounds WHERE status <> 'cancelled' AND valid_bet <> 0
) counted
GROUP BY member_id, currency;
