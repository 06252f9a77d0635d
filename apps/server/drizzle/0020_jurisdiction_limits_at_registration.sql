ALTER TABLE "jurisdiction_profiles" ADD COLUMN "limits_at_registration" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "jurisdiction_profiles" ADD CONSTRAINT "jurisdiction_profiles_limits_at_registration" CHECK ("jurisdiction_profiles"."limits_at_registration" IN ('off', 'offered', 'mandatory'));--> statement-breakpoint
-- Profiles seeded before this column: Brazil asks for limits at registration, Mexico offers them (profiles.ts).
UPDATE "jurisdiction_profiles" SET "limits_at_registration" = 'mandatory' WHERE "merchant_code" = 'BR';--> statement-breakpoint
UPDATE "jurisdiction_profiles" SET "limits_at_registration" = 'offered' WHERE "merchant_code" = 'MX';
