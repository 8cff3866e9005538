CREATE TABLE "screenplay_locks" (
	"screenplay_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"version_id" uuid NOT NULL,
	"layout" jsonb NOT NULL,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screenplay_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"screenplay_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"ordinal" integer NOT NULL,
	"version_id" uuid NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "screenplay_locks" ADD CONSTRAINT "screenplay_locks_screenplay_id_screenplays_id_fk" FOREIGN KEY ("screenplay_id") REFERENCES "public"."screenplays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenplay_locks" ADD CONSTRAINT "screenplay_locks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenplay_locks" ADD CONSTRAINT "screenplay_locks_version_id_screenplay_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."screenplay_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenplay_revisions" ADD CONSTRAINT "screenplay_revisions_screenplay_id_screenplays_id_fk" FOREIGN KEY ("screenplay_id") REFERENCES "public"."screenplays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenplay_revisions" ADD CONSTRAINT "screenplay_revisions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenplay_revisions" ADD CONSTRAINT "screenplay_revisions_version_id_screenplay_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."screenplay_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "screenplay_revisions_ordinal_idx" ON "screenplay_revisions" USING btree ("screenplay_id","ordinal");