CREATE TABLE "cowriter_consents" (
	"user_id" text PRIMARY KEY NOT NULL,
	"consent_given" boolean DEFAULT false NOT NULL,
	"host" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cowriter_consents" ADD CONSTRAINT "cowriter_consents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;