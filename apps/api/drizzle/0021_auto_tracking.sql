CREATE TABLE "auto_tracking_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auto_tracking_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"local_part" text NOT NULL,
	"consent_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"added_count" integer DEFAULT 0 NOT NULL,
	"duplicate_count" integer DEFAULT 0 NOT NULL,
	"dropped_count" integer DEFAULT 0 NOT NULL,
	"refused_count" integer DEFAULT 0 NOT NULL,
	"last_mail_at" timestamp with time zone,
	"window_start" timestamp with time zone,
	"window_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "mail_auth" text;--> statement-breakpoint
ALTER TABLE "auto_tracking_addresses" ADD CONSTRAINT "auto_tracking_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_tracking_addresses_local_part_key" ON "auto_tracking_addresses" USING btree ("local_part");--> statement-breakpoint
CREATE UNIQUE INDEX "auto_tracking_addresses_live_key" ON "auto_tracking_addresses" USING btree ("user_id") WHERE "auto_tracking_addresses"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "auto_tracking_addresses_user_idx" ON "auto_tracking_addresses" USING btree ("user_id","created_at");