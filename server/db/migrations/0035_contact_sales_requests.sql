CREATE TABLE "contact_sales_requests" (
	"client_key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"requests" integer NOT NULL
);
