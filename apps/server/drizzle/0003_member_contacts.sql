CREATE TABLE "contact_codes" (
	"member_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contact_codes_member_id_channel_pk" PRIMARY KEY("member_id","channel")
);
--> statement-breakpoint
CREATE TABLE "member_contacts" (
	"member_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_contacts_member_id_channel_pk" PRIMARY KEY("member_id","channel")
);
--> statement-breakpoint
ALTER TABLE "contact_codes" ADD CONSTRAINT "contact_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_contacts" ADD CONSTRAINT "member_contacts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;