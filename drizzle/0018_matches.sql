CREATE TABLE "lmia_quarter_announcements" (
	"quarter" text PRIMARY KEY NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"announced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "match_email_subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_email_subscriptions_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash")
);
--> statement-breakpoint
CREATE TABLE "match_quarter_emails" (
	"user_id" uuid NOT NULL,
	"quarter" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_quarter_emails_user_id_quarter_pk" PRIMARY KEY("user_id","quarter")
);
--> statement-breakpoint
ALTER TABLE "match_email_subscriptions" ADD CONSTRAINT "match_email_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_quarter_emails" ADD CONSTRAINT "match_quarter_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The quarters already loaded are not news: only a quarter an import brings from now on is e-mailed (docs/decisions/042).
INSERT INTO "lmia_quarter_announcements" ("quarter", "announced_at") SELECT DISTINCT "quarter", now() FROM "lmia_employers";
