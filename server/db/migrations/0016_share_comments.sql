CREATE TABLE "comment_digest_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "share_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"movie_id" uuid NOT NULL,
	"share_link_id" uuid NOT NULL,
	"parent_id" uuid,
	"kind" text NOT NULL,
	"author_name" text NOT NULL,
	"from_writer" boolean DEFAULT false NOT NULL,
	"body" text,
	"reaction" text,
	"scene_index" integer,
	"quote" text,
	"prefix" text,
	"suffix" text,
	"line" integer,
	"placed_in" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"digested_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "comments" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "blocked_names" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_digest_settings" ADD CONSTRAINT "comment_digest_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_comments" ADD CONSTRAINT "share_comments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_comments" ADD CONSTRAINT "share_comments_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_comments" ADD CONSTRAINT "share_comments_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_comments" ADD CONSTRAINT "share_comments_parent_id_share_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."share_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_comments_movie_idx" ON "share_comments" USING btree ("movie_id","created_at");--> statement-breakpoint
CREATE INDEX "share_comments_link_idx" ON "share_comments" USING btree ("share_link_id","created_at");--> statement-breakpoint
CREATE INDEX "share_comments_digest_idx" ON "share_comments" USING btree ("user_id","digested_at");