-- In-process caches (plans, company search) forget a row as soon as anyone changes it, in every process:
-- these triggers NOTIFY whoever writes (the app, a webhook, an operator's SQL). See server/db/change-feed.ts.
CREATE OR REPLACE FUNCTION tenkai_notify_plan_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tenkai_plan_changed', COALESCE(NEW.user_id, OLD.user_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_notify_plan_changed
  AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION tenkai_notify_plan_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tenkai_notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tenkai_catalogue_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_notify_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION tenkai_notify_catalogue_changed();
