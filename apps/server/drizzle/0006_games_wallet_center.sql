CREATE TABLE "favorite_games" (
	"member_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "game_launches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_launches_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "game_rooms" (
	"room_id" text PRIMARY KEY NOT NULL,
	"node_id" text NOT NULL,
	"room_name" text NOT NULL,
	"small_blind" integer NOT NULL,
	"seats" integer NOT NULL,
	"players" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"vassalage" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"sort" integer NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_wins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_wins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"customer_name" text NOT NULL,
	"node_id" text NOT NULL,
	"win_amount" bigint NOT NULL,
	"won_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"node_id" text PRIMARY KEY NOT NULL,
	"game_type" text NOT NULL,
	"vassalage" text NOT NULL,
	"game_code" text NOT NULL,
	"is_game" text DEFAULT 'GAME' NOT NULL,
	"display_name" text NOT NULL,
	"game_name" text NOT NULL,
	"game_classify" text,
	"hot_rank" integer,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_jackpot" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_vendor_type_code_key" UNIQUE("vassalage","game_type","game_code"),
	CONSTRAINT "games_is_game" CHECK ("games"."is_game" IN ('GAME', 'VASSALAGE'))
);
--> statement-breakpoint
CREATE TABLE "launch_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "launch_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"launch_id" uuid NOT NULL,
	"round_id" text NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launch_rounds_launch_round_key" UNIQUE("launch_id","round_id"),
	CONSTRAINT "launch_rounds_amounts" CHECK ("launch_rounds"."bet" > 0 AND "launch_rounds"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"node_id" text PRIMARY KEY NOT NULL,
	"prize_mode" text NOT NULL,
	"region" text,
	"draw_interval_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_code" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"popup" text,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_code" text NOT NULL,
	"language" text NOT NULL,
	"group_name" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"linkage_type" text NOT NULL,
	"linkage_target" text,
	"sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lobby_promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_code" text NOT NULL,
	"language" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"images" jsonb NOT NULL,
	"sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_code" text NOT NULL,
	"language" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"member_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"method_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"payment_token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "deposit_orders_member_request_key" UNIQUE("member_id","request_id"),
	CONSTRAINT "deposit_orders_amount_positive" CHECK ("deposit_orders"."amount" > 0),
	CONSTRAINT "deposit_orders_status" CHECK ("deposit_orders"."status" IN ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"method_code" text NOT NULL,
	"holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_accounts_member_number_key" UNIQUE("member_id","method_code","account_number")
);
--> statement-breakpoint
CREATE TABLE "withdrawal_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"member_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'reviewing' NOT NULL,
	"reject_reason" text,
	"reviewed_at" timestamp with time zone,
	"confirm_by" timestamp with time zone,
	"confirmation_result" text,
	"confirmation_forced" boolean,
	"refunded" boolean DEFAULT false NOT NULL,
	"received_amount" bigint,
	"proof_image_count" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "withdrawal_orders_member_request_key" UNIQUE("member_id","request_id"),
	CONSTRAINT "withdrawal_orders_amount_positive" CHECK ("withdrawal_orders"."amount" > 0),
	CONSTRAINT "withdrawal_orders_status" CHECK ("withdrawal_orders"."status" IN ('reviewing', 'rejected', 'disbursed', 'received', 'partly_received', 'not_received', 'auto_received')),
	CONSTRAINT "withdrawal_orders_forced_not_refunded" CHECK (NOT (coalesce("withdrawal_orders"."confirmation_forced", false) AND "withdrawal_orders"."refunded"))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bet_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"vendor" text NOT NULL,
	"game_type" text NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"currency" text NOT NULL,
	"bet_amount" bigint NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"win_amount" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'unsettled' NOT NULL,
	"bet_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_bet_id_unique" UNIQUE("bet_id"),
	CONSTRAINT "game_rounds_amounts" CHECK ("game_rounds"."bet_amount" > 0 AND "game_rounds"."win_amount" >= 0 AND "game_rounds"."valid_bet" >= 0),
	CONSTRAINT "game_rounds_status" CHECK ("game_rounds"."status" IN ('unsettled', 'settled', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "member_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"category" text DEFAULT 'platform' NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "member_messages_category" CHECK ("member_messages"."category" IN ('platform', 'reward', 'mission'))
);
--> statement-breakpoint
CREATE TABLE "external_accounts" (
	"member_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "external_accounts_member_id_provider_pk" PRIMARY KEY("member_id","provider"),
	CONSTRAINT "external_accounts_status" CHECK ("external_accounts"."status" IN ('pending', 'confirmed'))
);
--> statement-breakpoint
CREATE TABLE "member_profile_values" (
	"member_id" uuid NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_profile_values_member_id_label_pk" PRIMARY KEY("member_id","label")
);
--> statement-breakpoint
CREATE TABLE "member_security" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"transaction_password_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid,
	"merchant_code" text NOT NULL,
	"question_type" text NOT NULL,
	"content" text NOT NULL,
	"contact" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"model_id" text NOT NULL,
	"agent_name" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rooms" ADD CONSTRAINT "game_rooms_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_wins" ADD CONSTRAINT "game_wins_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_wins" ADD CONSTRAINT "game_wins_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vassalage_game_vendors_vassalage_fk" FOREIGN KEY ("vassalage") REFERENCES "public"."game_vendors"("vassalage") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_rounds" ADD CONSTRAINT "launch_rounds_launch_id_game_launches_id_fk" FOREIGN KEY ("launch_id") REFERENCES "public"."game_launches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lobby_promotions" ADD CONSTRAINT "lobby_promotions_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_accounts" ADD CONSTRAINT "withdrawal_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_account_id_withdrawal_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."withdrawal_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_proofs" ADD CONSTRAINT "withdrawal_proofs_order_id_withdrawal_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."withdrawal_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_accounts" ADD CONSTRAINT "external_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profile_values" ADD CONSTRAINT "member_profile_values_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_security" ADD CONSTRAINT "member_security_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_wins_merchant_amount_idx" ON "game_wins" USING btree ("merchant_code","win_amount");--> statement-breakpoint
CREATE INDEX "games_type_order_idx" ON "games" USING btree ("game_type","sort","node_id");--> statement-breakpoint
CREATE INDEX "games_classify_idx" ON "games" USING btree ("game_classify");--> statement-breakpoint
CREATE INDEX "recent_games_member_played_idx" ON "recent_games" USING btree ("member_id","played_at");--> statement-breakpoint
CREATE INDEX "announcements_lookup_idx" ON "announcements" USING btree ("merchant_code","language","published_at");--> statement-breakpoint
CREATE INDEX "banners_lookup_idx" ON "banners" USING btree ("merchant_code","language","group_name");--> statement-breakpoint
CREATE INDEX "lobby_promotions_lookup_idx" ON "lobby_promotions" USING btree ("merchant_code","language");--> statement-breakpoint
CREATE INDEX "notices_lookup_idx" ON "notices" USING btree ("merchant_code","language");--> statement-breakpoint
CREATE INDEX "deposit_orders_member_created_idx" ON "deposit_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_pending_idx" ON "deposit_orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_member_created_idx" ON "withdrawal_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_status_idx" ON "withdrawal_orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "game_rounds_member_bet_at_idx" ON "game_rounds" USING btree ("member_id","bet_at");--> statement-breakpoint
CREATE INDEX "member_messages_member_created_idx" ON "member_messages" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_chat_idx" ON "chat_messages" USING btree ("chat_id","sent_at");--> statement-breakpoint
CREATE INDEX "chats_member_model_idx" ON "chats" USING btree ("member_id","model_id");