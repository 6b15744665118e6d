CREATE INDEX "survey_results_owner_created_idx" ON "survey_results" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_results_owner_title_idx" ON "survey_results" USING btree ("owner_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "survey_results_owner_result_idx" ON "survey_results" USING btree ("owner_id",lower("top_choice_name"),"id");