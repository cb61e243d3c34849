CREATE TABLE "team_enterprise" (
	"team_id" text PRIMARY KEY NOT NULL,
	"granted_by" text,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_sso" (
	"team_id" text PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"verification_token" text NOT NULL,
	"domain_verified_at" timestamp with time zone,
	"issuer" text,
	"client_id" text,
	"client_secret" text,
	"enforced" boolean DEFAULT false NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_enterprise" ADD CONSTRAINT "team_enterprise_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_enterprise" ADD CONSTRAINT "team_enterprise_granted_by_user_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_sso" ADD CONSTRAINT "team_sso_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_sso_verified_domain_uq" ON "team_sso" USING btree ("domain") WHERE "team_sso"."domain_verified_at" IS NOT NULL;--> statement-breakpoint
-- Enterprise is a plan for every member (ADR 0325): gaining or losing it tells each member's plan cache.
CREATE TRIGGER team_enterprise_notify_plan_changed
  AFTER INSERT OR UPDATE OR DELETE ON team_enterprise
  FOR EACH ROW EXECUTE FUNCTION tenkai_notify_team_plan_changed();
