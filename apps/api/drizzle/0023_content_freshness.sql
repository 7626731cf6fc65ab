CREATE TABLE "content_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"previous_as_of" date,
	"as_of" date NOT NULL,
	CONSTRAINT "content_reviews_kind_check" CHECK ("content_reviews"."item_kind" in ('card', 'article', 'scheme'))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "as_of" date;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "freshness" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "as_of" date;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "freshness" text;--> statement-breakpoint
ALTER TABLE "content_reviews" ADD CONSTRAINT "content_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_reviews_item_idx" ON "content_reviews" USING btree ("item_kind","item_id","reviewed_at");