ALTER TABLE "analyses" ADD COLUMN "input_tokens" integer;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "output_tokens" integer;