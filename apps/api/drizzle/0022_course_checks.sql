CREATE TABLE "course_check_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" integer NOT NULL,
	"kind" text NOT NULL,
	"card_ids" jsonb NOT NULL,
	"answers" jsonb,
	"correct" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"passed_at" timestamp with time zone,
	CONSTRAINT "course_check_attempts_kind_check" CHECK ("course_check_attempts"."kind" in ('placement', 'test'))
);
--> statement-breakpoint
CREATE TABLE "placement_skips" (
	"user_id" uuid NOT NULL,
	"course_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"skipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_skips_user_id_module_id_pk" PRIMARY KEY("user_id","module_id")
);
--> statement-breakpoint
ALTER TABLE "course_activity" ADD COLUMN "test_required" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Courses already finished were finished before there was a course test: their certificate is owed without one.
UPDATE "course_activity" SET "test_required" = false WHERE "completed_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "course_check_attempts" ADD CONSTRAINT "course_check_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_check_attempts" ADD CONSTRAINT "course_check_attempts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_skips" ADD CONSTRAINT "placement_skips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_skips" ADD CONSTRAINT "placement_skips_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_skips" ADD CONSTRAINT "placement_skips_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_check_attempts_user_idx" ON "course_check_attempts" USING btree ("user_id","course_id","kind");--> statement-breakpoint
CREATE INDEX "placement_skips_course_idx" ON "placement_skips" USING btree ("user_id","course_id");