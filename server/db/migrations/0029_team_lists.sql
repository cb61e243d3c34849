CREATE TABLE "team_company_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_list_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"added_by" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_company_notes" ADD CONSTRAINT "team_company_notes_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_company_notes" ADD CONSTRAINT "team_company_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_company_notes" ADD CONSTRAINT "team_company_notes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_list_companies" ADD CONSTRAINT "team_list_companies_list_id_team_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."team_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_list_companies" ADD CONSTRAINT "team_list_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_list_companies" ADD CONSTRAINT "team_list_companies_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_lists" ADD CONSTRAINT "team_lists_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_lists" ADD CONSTRAINT "team_lists_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_company_notes_team_company_idx" ON "team_company_notes" USING btree ("team_id","company_id","created_at");--> statement-breakpoint
CREATE INDEX "team_company_notes_user_idx" ON "team_company_notes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_list_companies_list_company_uq" ON "team_list_companies" USING btree ("list_id","company_id");--> statement-breakpoint
CREATE INDEX "team_list_companies_added_by_idx" ON "team_list_companies" USING btree ("added_by");--> statement-breakpoint
CREATE INDEX "team_lists_team_created_idx" ON "team_lists" USING btree ("team_id","created_at");