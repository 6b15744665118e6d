CREATE TABLE "survey_daily_counts" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "survey_daily_counts_pkey" PRIMARY KEY("day","dimension","value")
);
--> statement-breakpoint
ALTER TABLE "survey_events" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "survey_events" ADD COLUMN "units" text;--> statement-breakpoint
ALTER TABLE "survey_events" ADD COLUMN "terrains" text[];--> statement-breakpoint
ALTER TABLE "survey_events" ADD COLUMN "road_types" text[];--> statement-breakpoint
ALTER TABLE "survey_events" ADD COLUMN "engine_make" text;--> statement-breakpoint
ALTER TABLE "survey_events" ADD COLUMN "gcw" integer;--> statement-breakpoint
ALTER TABLE "survey_events" ADD COLUMN "cruise_speed" integer;--> statement-breakpoint
ALTER TABLE "survey_events" ADD COLUMN "no_transmission_reason" text;--> statement-breakpoint
ALTER TABLE "survey_events" ADD COLUMN "rolled_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "survey_events_pending_idx" ON "survey_events" USING btree ("id") WHERE not "survey_events"."rolled_up";--> statement-breakpoint
CREATE INDEX "survey_results_created_idx" ON "survey_results" USING btree ("created_at");