CREATE TABLE "agent_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"rate_bps" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contracts_type_check" CHECK ("agent_contracts"."type" in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
	CONSTRAINT "agent_contracts_status_check" CHECK ("agent_contracts"."status" in ('requested', 'active', 'rejected', 'terminated'))
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_contracts_member_idx" ON "agent_contracts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_open_request_key" ON "agent_contracts" USING btree ("member_id","type") WHERE "agent_contracts"."status" = 'requested';