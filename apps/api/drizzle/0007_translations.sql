CREATE TABLE "content_translations" (
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"locale" text NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_entity_entity_id_locale_pk" PRIMARY KEY("entity","entity_id","locale")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;