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
CREATE TABLE "game_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"launch_id" uuid NOT NULL,
	"round_id" text NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rounds_launch_round_key" UNIQUE("launch_id","round_id"),
	CONSTRAINT "game_rounds_amounts" CHECK ("game_rounds"."bet" > 0 AND "game_rounds"."win" >= 0)
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
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rooms" ADD CONSTRAINT "game_rooms_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_launch_id_game_launches_id_fk" FOREIGN KEY ("launch_id") REFERENCES "public"."game_launches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_wins" ADD CONSTRAINT "game_wins_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_wins" ADD CONSTRAINT "game_wins_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vassalage_game_vendors_vassalage_fk" FOREIGN KEY ("vassalage") REFERENCES "public"."game_vendors"("vassalage") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lobby_promotions" ADD CONSTRAINT "lobby_promotions_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_wins_merchant_amount_idx" ON "game_wins" USING btree ("merchant_code","win_amount");--> statement-breakpoint
CREATE INDEX "games_type_order_idx" ON "games" USING btree ("game_type","sort","node_id");--> statement-breakpoint
CREATE INDEX "games_classify_idx" ON "games" USING btree ("game_classify");--> statement-breakpoint
CREATE INDEX "recent_games_member_played_idx" ON "recent_games" USING btree ("member_id","played_at");--> statement-breakpoint
CREATE INDEX "announcements_lookup_idx" ON "announcements" USING btree ("merchant_code","language","published_at");--> statement-breakpoint
CREATE INDEX "banners_lookup_idx" ON "banners" USING btree ("merchant_code","language","group_name");--> statement-breakpoint
CREATE INDEX "lobby_promotions_lookup_idx" ON "lobby_promotions" USING btree ("merchant_code","language");--> statement-breakpoint
CREATE INDEX "notices_lookup_idx" ON "notices" USING btree ("merchant_code","language");