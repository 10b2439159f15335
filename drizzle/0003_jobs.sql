CREATE TABLE "cities" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ascii_name" text NOT NULL,
	"province_code" text NOT NULL,
	"province_name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"population" integer
);
--> statement-breakpoint
CREATE TABLE "funnel_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"jobs_added" integer DEFAULT 0 NOT NULL,
	"jobs_updated" integer DEFAULT 0 NOT NULL,
	"error" text,
	"details" jsonb,
	CONSTRAINT "funnel_runs_status_check" CHECK ("funnel_runs"."status" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "job_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"url" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_sources_name_unique" UNIQUE("name"),
	CONSTRAINT "job_sources_kind_check" CHECK ("job_sources"."kind" in ('rss', 'atom', 'jsonfeed', 'jobbank', 'lmia'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"location" text NOT NULL,
	"province" text,
	"salary" text NOT NULL,
	"description" text NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_lmia" boolean DEFAULT false NOT NULL,
	"is_urgent" boolean DEFAULT false NOT NULL,
	"urgent_reason" text,
	"category" text,
	"employer_email" text,
	"application_deadline" date,
	"application_url" text,
	"noc_code" text,
	"teer" integer,
	"lmia_quarter" text,
	"program_stream" text,
	"approved_positions" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(company, '')), 'B') || setweight(to_tsvector('english', coalesce(location, '') || ' ' || coalesce(province, '')), 'C') || setweight(to_tsvector('english', coalesce(description, '')), 'D')) STORED,
	CONSTRAINT "jobs_source_ref_key" UNIQUE("source","source_ref"),
	CONSTRAINT "jobs_kind_check" CHECK ("jobs"."kind" in ('posting', 'lmia')),
	CONSTRAINT "jobs_category_check" CHECK ("jobs"."category" is null or "jobs"."category" in ('Agriculture', 'Healthcare', 'Hospitality', 'Construction', 'Manufacturing', 'Retail', 'Technology', 'Education', 'Transportation'))
);
--> statement-breakpoint
CREATE TABLE "lmia_employers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lmia_employers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quarter" text NOT NULL,
	"province_code" text,
	"province_name" text NOT NULL,
	"stream" text NOT NULL,
	"employer" text NOT NULL,
	"employer_key" text NOT NULL,
	"address" text NOT NULL,
	"city" text,
	"city_key" text,
	"postal_code" text,
	"noc_code" text NOT NULL,
	"occupation_title" text NOT NULL,
	"incorporate_status" text,
	"approved_lmias" integer,
	"approved_positions" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lmia_employers_row_key" UNIQUE("quarter","stream","employer","address","noc_code")
);
--> statement-breakpoint
CREATE TABLE "noc_unit_groups" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"teer" integer NOT NULL,
	"broad_category_code" text NOT NULL,
	"broad_category_title" text NOT NULL,
	"major_group_code" text NOT NULL,
	"major_group_title" text NOT NULL,
	"minor_group_code" text NOT NULL,
	"minor_group_title" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cities_ascii_name_province_idx" ON "cities" USING btree (lower("ascii_name"),"province_code");--> statement-breakpoint
CREATE INDEX "funnel_runs_started_at_idx" ON "funnel_runs" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "jobs_province_idx" ON "jobs" USING btree ("province");--> statement-breakpoint
CREATE INDEX "jobs_category_idx" ON "jobs" USING btree ("category");--> statement-breakpoint
CREATE INDEX "jobs_is_lmia_idx" ON "jobs" USING btree ("is_lmia");--> statement-breakpoint
CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_is_urgent_idx" ON "jobs" USING btree ("is_urgent");--> statement-breakpoint
CREATE INDEX "lmia_employers_employer_province_idx" ON "lmia_employers" USING btree ("employer_key","province_code");--> statement-breakpoint
CREATE INDEX "lmia_employers_noc_idx" ON "lmia_employers" USING btree ("noc_code");