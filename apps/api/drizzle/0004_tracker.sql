CREATE TABLE "statement_mappings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_month_totals" (
	"user_id" uuid NOT NULL,
	"month_start" date NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"transaction_count" integer NOT NULL,
	CONSTRAINT "transaction_month_totals_user_id_month_start_type_category_pk" PRIMARY KEY("user_id","month_start","type","category")
);
--> statement-breakpoint
DROP INDEX "transactions_user_day_idx";--> statement-breakpoint
ALTER TABLE "budgets" ADD COLUMN "evaluated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "first_visit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_mappings" ADD CONSTRAINT "statement_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_month_totals" ADD CONSTRAINT "transaction_month_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budgets_unevaluated_idx" ON "budgets" USING btree ("year","month") WHERE "budgets"."category" = 'Monthly' and "budgets"."evaluated_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_user_fingerprint_key" ON "transactions" USING btree ("user_id","fingerprint");--> statement-breakpoint
CREATE INDEX "transactions_user_day_idx" ON "transactions" USING btree ("user_id","occurred_on","id");--> statement-breakpoint
-- Hand-written: totals for transactions written before this table existed.
INSERT INTO "transaction_month_totals" ("user_id", "month_start", "type", "category", "amount_paise", "transaction_count")
  SELECT "user_id", date_trunc('month', "occurred_on")::date, "type", "category", sum("amount_paise"), count(*)
  FROM "transactions" GROUP BY 1, 2, 3, 4;
