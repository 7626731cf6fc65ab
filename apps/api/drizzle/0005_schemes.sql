-- Hand-written: nothing wrote bank products before this step; the seed loads them from content/schemes.
DELETE FROM "bank_products";--> statement-breakpoint
DROP TABLE "scheme_recommendations" CASCADE;--> statement-breakpoint
ALTER TABLE "bank_products" ADD COLUMN "bank_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_products" ADD COLUMN "rate" text NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_products" ADD COLUMN "as_of" date NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_products" ADD COLUMN "sources" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_products" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;