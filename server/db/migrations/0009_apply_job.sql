CREATE SEQUENCE "public"."import_item_revision_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "import_items" ADD COLUMN "revision" bigint DEFAULT nextval('import_item_revision_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "import_items" ADD COLUMN "chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "import_items" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "chosen_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "duplicates_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "abandoned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "import_items_import_revision_idx" ON "import_items" USING btree ("import_id","revision");