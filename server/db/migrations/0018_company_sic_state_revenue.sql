ALTER TABLE "companies" ADD COLUMN "sic" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "state_of_incorporation" varchar(2);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "revenue" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "revenue_period" varchar(8);--> statement-breakpoint
CREATE INDEX "companies_sic_idx" ON "companies" USING btree ("sic");--> statement-breakpoint
CREATE INDEX "companies_sector_idx" ON "companies" USING btree ("sector");