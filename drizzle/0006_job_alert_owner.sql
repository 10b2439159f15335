ALTER TABLE "job_alerts" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "paused_notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alerts_user_id_idx" ON "job_alerts" USING btree ("user_id");