CREATE TABLE "contract_settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"type" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"team_valid_bet" bigint DEFAULT 0 NOT NULL,
	"team_profit_loss" bigint DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	"rate_bps" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"journal_entry_id" bigint,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_settlements_status_check" CHECK ("contract_settlements"."status" in ('paid', 'nothing', 'unpaid')),
	CONSTRAINT "contract_settlements_amount_check" CHECK ("contract_settlements"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" DROP CONSTRAINT "agent_contracts_status_check";--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "offered_by" uuid;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "request_kind" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "terminates" uuid;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "active_members" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "period_valid_bet" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "period_profit_loss" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "bet_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "period" text DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "agreement_signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_settlements_contract_period_key" ON "contract_settlements" USING btree ("contract_id","period_start");--> statement-breakpoint
CREATE INDEX "contract_settlements_member_type_period_idx" ON "contract_settlements" USING btree ("member_id","type","period_start");--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_offered_by_members_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_terminates_agent_contracts_id_fk" FOREIGN KEY ("terminates") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_contracts_offered_by_idx" ON "agent_contracts" USING btree ("offered_by");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_active_key" ON "agent_contracts" USING btree ("member_id","type") WHERE "agent_contracts"."status" = 'active';--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_request_kind_check" CHECK ("agent_contracts"."request_kind" in ('new', 'termination'));--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_period_check" CHECK ("agent_contracts"."period" in ('daily', 'weekly', 'semimonthly', 'monthly'));--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_rate_check" CHECK ("agent_contracts"."rate_bps" BETWEEN 0 AND 10000);--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_status_check" CHECK ("agent_contracts"."status" in ('requested', 'active', 'rejected', 'terminated', 'accepted'));