ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('requires_payment', 'succeeded', 'failed', 'refunded', 'disputed'));--> statement-breakpoint
-- A renewal bought while access was running starts where that access ends. Until now, refunding the
-- earlier period left the renewal's dates as they were, starting in the future; now that a period counts
-- only from its start, that member would lose access until then. Lay out again, as the application now
-- does whenever a period is ended, the unended periods of every member who has an ended one: in the order
-- they were granted, each starts when it was granted or when the one before it runs out, whichever is
-- later, and lasts 12 calendar months (UTC). A period whose end moves to a day still ahead gets its
-- reminder and expiry notice for that day.
WITH RECURSIVE "periods" AS (
  SELECT "m"."id", "m"."user_id", "m"."created_at",
    row_number() OVER (PARTITION BY "m"."user_id" ORDER BY "m"."created_at", "m"."id") AS "n"
  FROM "memberships" "m"
  WHERE "m"."ended_at" IS NULL
    AND EXISTS (SELECT 1 FROM "memberships" "e" WHERE "e"."user_id" = "m"."user_id" AND "e"."ended_at" IS NOT NULL)
), "chain" AS (
  SELECT "id", "user_id", "n", "created_at" AS "starts_at",
    (("created_at" AT TIME ZONE 'UTC') + interval '12 months') AT TIME ZONE 'UTC' AS "expires_at"
  FROM "periods" WHERE "n" = 1
  UNION ALL
  SELECT "p"."id", "p"."user_id", "p"."n", greatest("p"."created_at", "c"."expires_at"),
    ((greatest("p"."created_at", "c"."expires_at") AT TIME ZONE 'UTC') + interval '12 months') AT TIME ZONE 'UTC'
  FROM "chain" "c" JOIN "periods" "p" ON "p"."user_id" = "c"."user_id" AND "p"."n" = "c"."n" + 1
)
UPDATE "memberships" SET
  "starts_at" = "chain"."starts_at",
  "expires_at" = "chain"."expires_at",
  "reminder_sent_at" = CASE WHEN "memberships"."expires_at" <> "chain"."expires_at" AND "chain"."expires_at" > now() THEN NULL ELSE "memberships"."reminder_sent_at" END,
  "expiry_notice_sent_at" = CASE WHEN "memberships"."expires_at" <> "chain"."expires_at" AND "chain"."expires_at" > now() THEN NULL ELSE "memberships"."expiry_notice_sent_at" END
FROM "chain"
WHERE "memberships"."id" = "chain"."id"
  AND ("memberships"."starts_at" <> "chain"."starts_at" OR "memberships"."expires_at" <> "chain"."expires_at");
