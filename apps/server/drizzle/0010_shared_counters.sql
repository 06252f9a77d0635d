CREATE TABLE "hit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hit_counters_reset_idx" ON "hit_counters" USING btree ("reset_at");