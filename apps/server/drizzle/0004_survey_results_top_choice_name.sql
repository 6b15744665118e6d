ALTER TABLE "survey_results" ADD COLUMN "top_choice_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Specs saved before the column existed: copy the name out of their stored result.
UPDATE "survey_results" SET "top_choice_name" = coalesce("result"::jsonb #>> '{topChoice,name}', '');
