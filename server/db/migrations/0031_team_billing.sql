CREATE TABLE "team_subscriptions" (
	"team_id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'none' NOT NULL,
	"seats" integer DEFAULT 0 NOT NULL,
	"current_period_end" timestamp with time zone,
	"trial_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"price_lookup_key" text,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"trial_used" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_subscriptions_stripe_customer_id_unique" UNIQUE("stripe_customer_id"),
	CONSTRAINT "team_subscriptions_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id")
);
--> statement-breakpoint
ALTER TABLE "team_subscriptions" ADD CONSTRAINT "team_subscriptions_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A member's plan depends on their team's Team subscription (ADR 0320): a change to the subscription tells every
-- member's plan cache, and joining or leaving a team tells the member's, whoever writes the row.
CREATE OR REPLACE FUNCTION tenkai_notify_team_plan_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member_id text;
BEGIN
  FOR member_id IN SELECT user_id FROM member WHERE organization_id = COALESCE(NEW.team_id, OLD.team_id) LOOP
    PERFORM pg_notify('tenkai_plan_changed', member_id);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER team_subscriptions_notify_plan_changed
  AFTER INSERT OR UPDATE OR DELETE ON team_subscriptions
  FOR EACH ROW EXECUTE FUNCTION tenkai_notify_team_plan_changed();
--> statement-breakpoint
CREATE TRIGGER member_notify_plan_changed
  AFTER INSERT OR UPDATE OR DELETE ON member
  FOR EACH ROW EXECUTE FUNCTION tenkai_notify_plan_changed();
