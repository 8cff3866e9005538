CREATE TABLE "movie_collaborators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"movie_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"member_id" text,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movie_collaborators_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "movie_collaborators_role_check" CHECK ("movie_collaborators"."role" in ('editor', 'commenter', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "live_documents" (
	"movie_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"head_seq" bigint DEFAULT 0 NOT NULL,
	"fountain_seq" bigint DEFAULT 0 NOT NULL,
	"log_rows" integer DEFAULT 0 NOT NULL,
	"log_bytes" bigint DEFAULT 0 NOT NULL,
	"compact_queued" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_snapshots" (
	"movie_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"state" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_updates" (
	"movie_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"update" "bytea" NOT NULL,
	"bytes" integer NOT NULL,
	"server_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "live_updates_movie_id_seq_pk" PRIMARY KEY("movie_id","seq")
);
--> statement-breakpoint
ALTER TABLE "share_comments" ALTER COLUMN "share_link_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "share_comments" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "movie_collaborators" ADD CONSTRAINT "movie_collaborators_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_collaborators" ADD CONSTRAINT "movie_collaborators_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_collaborators" ADD CONSTRAINT "movie_collaborators_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_documents" ADD CONSTRAINT "live_documents_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_documents" ADD CONSTRAINT "live_documents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_snapshots" ADD CONSTRAINT "live_snapshots_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_updates" ADD CONSTRAINT "live_updates_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "movie_collaborators_movie_email_idx" ON "movie_collaborators" USING btree ("movie_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "movie_collaborators_movie_member_idx" ON "movie_collaborators" USING btree ("movie_id","member_id") WHERE "movie_collaborators"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "movie_collaborators_member_idx" ON "movie_collaborators" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "share_comments" ADD CONSTRAINT "share_comments_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;