CREATE TABLE "billing_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"user_id" text,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_webhook_status" (
	"id" integer PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"verified" boolean NOT NULL,
	"event_id" text,
	"event_type" text,
	"outcome" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"paddle_subscription_id" text,
	"paddle_customer_id" text,
	"status" text NOT NULL,
	"price_id" text,
	"billing_interval" text,
	"current_period_end" timestamp with time zone,
	"scheduled_change" jsonb,
	"event_occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_paddle_subscription_idx" ON "subscriptions" USING btree ("paddle_subscription_id");