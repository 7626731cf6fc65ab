CREATE TABLE "budget_warnings" (
	"user_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"month" smallint NOT NULL,
	"category" text NOT NULL,
	"warned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "budget_warnings_user_id_year_month_category_pk" PRIMARY KEY("user_id","year","month","category"),
	CONSTRAINT "budget_warnings_month_check" CHECK ("budget_warnings"."month" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "budget_warnings" ADD CONSTRAINT "budget_warnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;