-- UNLOGGED: each API-token call upserts its token's row, and a logged write waits for the WAL flush on commit
-- (milliseconds). A crash or failover empties the table, which only restarts the current minute's counts.
CREATE UNLOGGED TABLE "api_token_requests" (
	"token_id" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"requests" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_token_requests" ADD CONSTRAINT "api_token_requests_token_id_api_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."api_tokens"("id") ON DELETE cascade ON UPDATE no action;
