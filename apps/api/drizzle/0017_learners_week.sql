CREATE TABLE "category_rules" (
	"user_id" uuid NOT NULL,
	"payee_key" text NOT NULL,
	"payee" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_rules_user_id_payee_key_pk" PRIMARY KEY("user_id","payee_key")
);
--> statement-breakpoint
ALTER TABLE "bank_products" ADD COLUMN "rate_follows" text;--> statement-breakpoint
ALTER TABLE "bank_products" ADD COLUMN "min_age" integer;--> statement-breakpoint
ALTER TABLE "bank_products" ADD COLUMN "max_age" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payee" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "narration" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "handle" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "age_band" text;--> statement-breakpoint
ALTER TABLE "category_rules" ADD CONSTRAINT "category_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_handle_key" ON "users" USING btree (lower("handle"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_age_band_check" CHECK ("users"."age_band" in ('under-18', '18-25', '26-59', '60-plus'));