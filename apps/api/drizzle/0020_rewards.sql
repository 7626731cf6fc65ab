CREATE TABLE "perk_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "perk_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"perk_id" integer NOT NULL,
	"code" text NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "perks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"fulfilment" text NOT NULL,
	"picture" text,
	"icon" text DEFAULT 'gift' NOT NULL,
	"age_band" text,
	"language" text,
	"valid_from" date,
	"valid_until" date,
	"per_learner_limit" integer DEFAULT 1 NOT NULL,
	"limit_period_days" integer DEFAULT 30 NOT NULL,
	"low_stock_at" integer DEFAULT 5 NOT NULL,
	"low_stock_alerted_at" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "perks_price_check" CHECK ("perks"."price" > 0),
	CONSTRAINT "perks_fulfilment_check" CHECK ("perks"."fulfilment" in ('code', 'instructions')),
	CONSTRAINT "perks_limit_check" CHECK ("perks"."per_learner_limit" >= 1 and "perks"."limit_period_days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"perk_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"price" integer NOT NULL,
	"status" text NOT NULL,
	"code_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redemptions_status_check" CHECK ("redemptions"."status" in ('issued', 'pending_review', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "perk_codes" ADD CONSTRAINT "perk_codes_perk_id_perks_id_fk" FOREIGN KEY ("perk_id") REFERENCES "public"."perks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perks" ADD CONSTRAINT "perks_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perks" ADD CONSTRAINT "perks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_perk_id_perks_id_fk" FOREIGN KEY ("perk_id") REFERENCES "public"."perks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_code_id_perk_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."perk_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "perk_codes_code_key" ON "perk_codes" USING btree ("perk_id","code");--> statement-breakpoint
CREATE INDEX "perk_codes_unclaimed_idx" ON "perk_codes" USING btree ("perk_id","id") WHERE "perk_codes"."claimed_at" is null;--> statement-breakpoint
CREATE INDEX "perks_organisation_idx" ON "perks" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "redemptions_key" ON "redemptions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "redemptions_code_key" ON "redemptions" USING btree ("code_id");--> statement-breakpoint
CREATE INDEX "redemptions_user_idx" ON "redemptions" USING btree ("user_id","perk_id","created_at");--> statement-breakpoint
CREATE INDEX "redemptions_perk_idx" ON "redemptions" USING btree ("perk_id","created_at");--> statement-breakpoint
CREATE INDEX "redemptions_pending_idx" ON "redemptions" USING btree ("created_at") WHERE "redemptions"."status" = 'pending_review';--> statement-breakpoint
ALTER TABLE "learner_stats" ADD CONSTRAINT "learner_stats_fin_stars_check" CHECK ("learner_stats"."fin_stars" >= 0);