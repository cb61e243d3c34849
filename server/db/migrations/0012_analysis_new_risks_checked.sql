DROP INDEX "analyses_cache_key_uq";--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "new_risks_checked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "analyses_cache_key_checked_uq" ON "analyses" USING btree ("accession","engine","description_hash","new_risks_checked");