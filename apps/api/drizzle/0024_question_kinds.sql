ALTER TABLE "cards" ADD COLUMN "answer_unit" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "tolerance_hundredths" integer;