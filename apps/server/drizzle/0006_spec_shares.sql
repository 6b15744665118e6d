CREATE TABLE "spec_shares" (
	"spec_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spec_shares_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "spec_shares" ADD CONSTRAINT "spec_shares_spec_id_survey_results_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."survey_results"("id") ON DELETE cascade ON UPDATE no action;