-- Hand-edited: product_type and tax are filled for the products already there before they become NOT NULL.
-- Figures are those of the content at the time; the seed refreshes any product whose content as_of is newer.
ALTER TABLE "bank_products" ADD COLUMN "product_type" text;--> statement-breakpoint
ALTER TABLE "bank_products" ADD COLUMN "rate_bps" integer;--> statement-breakpoint
ALTER TABLE "bank_products" ADD COLUMN "rate_note" text;--> statement-breakpoint
ALTER TABLE "bank_products" ADD COLUMN "lock_in_months" integer;--> statement-breakpoint
ALTER TABLE "bank_products" ADD COLUMN "min_amount_paise" bigint;--> statement-breakpoint
ALTER TABLE "bank_products" ADD COLUMN "tax" text;--> statement-breakpoint
ALTER TABLE "bank_products" ADD COLUMN "retired_on" date;--> statement-breakpoint
UPDATE "bank_products" SET
  "product_type" = CASE
    WHEN "list_key" IN ('sbi/fd', 'sbi/taxsaverfd', 'hdfc/fd', 'icici/fd') THEN 'fixed_deposit'
    WHEN "list_key" IN ('sbi/rd', 'hdfc/rd', 'icici/rd') THEN 'recurring_deposit'
    WHEN "list_key" = 'sbi/ppf' THEN 'small_savings'
    WHEN "list_key" = 'sbi/nps' THEN 'pension'
    WHEN "list_key" IN ('sbi/unnaticard', 'sbi/simplysave') THEN 'credit_card'
    WHEN "list_key" = 'moneyback' THEN 'insurance'
    ELSE 'savings_account' END,
  "tax" = CASE
    WHEN "list_key" = 'sbi/ppf' THEN 'eee'
    WHEN "list_key" = 'sbi/taxsaverfd' OR "product_name" ILIKE '%tax sav%' THEN 'deduction_taxable_interest'
    WHEN "list_key" = 'sbi/nps' THEN 'market_linked_partly_exempt'
    WHEN "list_key" IN ('sbi/unnaticard', 'sbi/simplysave') THEN 'not_applicable'
    WHEN "list_key" = 'moneyback' THEN 'insurance'
    ELSE 'taxable_interest' END,
  "lock_in_months" = CASE
    WHEN "list_key" = 'sbi/ppf' THEN 180
    WHEN "list_key" = 'sbi/taxsaverfd' OR "product_name" ILIKE '%tax sav%' THEN 60
    WHEN "list_key" IN ('sbi/nps', 'sbi/unnaticard', 'sbi/simplysave', 'moneyback') THEN NULL
    ELSE 0 END,
  "min_amount_paise" = CASE
    WHEN "list_key" = 'sbi/ppf' THEN 50000
    WHEN "list_key" = 'sbi/nps' THEN 50000
    WHEN "list_key" IN ('sbi/fd', 'sbi/taxsaverfd') THEN 100000
    WHEN "list_key" = 'sbi/rd' THEN 10000
    ELSE NULL END,
  "rate_bps" = CASE
    WHEN "list_key" = 'sbi/ppf' THEN 710
    WHEN "list_key" = 'sbi/taxsaverfd' THEN 605
    WHEN "list_key" = 'icici/fd' AND "product_name" ILIKE '%tax sav%' THEN 660
    ELSE NULL END;--> statement-breakpoint
ALTER TABLE "bank_products" ALTER COLUMN "product_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_products" ALTER COLUMN "tax" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_products" ADD CONSTRAINT "bank_products_rate_bps_check" CHECK ("bank_products"."rate_bps" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "bank_products" ADD CONSTRAINT "bank_products_lock_in_check" CHECK ("bank_products"."lock_in_months" between 0 and 1200);--> statement-breakpoint
ALTER TABLE "bank_products" ADD CONSTRAINT "bank_products_min_amount_check" CHECK ("bank_products"."min_amount_paise" >= 0);
