CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_events" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "auth_events" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "lease_token" text;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "send_started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_expires_idx" ON "rate_limit_hits" USING btree ("expires_at");