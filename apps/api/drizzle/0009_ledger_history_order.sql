DROP INDEX "finscore_ledger_user_idx";--> statement-breakpoint
CREATE INDEX "finscore_ledger_user_idx" ON "finscore_ledger" USING btree ("user_id","created_at","id");