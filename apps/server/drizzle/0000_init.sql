CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"id" text NOT NULL,
	"model" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "survey_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"application" text NOT NULL,
	"top_choice" text,
	"runner_up" text
);
--> statement-breakpoint
CREATE TABLE "survey_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"result" text NOT NULL,
	"survey" text NOT NULL,
	"version" text DEFAULT '1.0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_edited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transmission_families" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transmission_families_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"learn_more_url" text DEFAULT '' NOT NULL,
	"image" "bytea",
	"image_mime" text,
	"rank" integer NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"max_supported_cruise_speed" integer NOT NULL,
	"max_supported_engine_hp" integer NOT NULL,
	"max_supported_gcw" integer,
	"max_supported_max_speed" integer NOT NULL,
	"goal_acceleration" integer NOT NULL,
	"goal_fuel_economy" integer NOT NULL,
	"goal_low_speed_maneuvers" integer NOT NULL,
	"goal_price" integer NOT NULL,
	"goal_trip_time" integer NOT NULL,
	"axle_default_bottom" double precision NOT NULL,
	"axle_default_top" double precision NOT NULL,
	"axle_medium_bottom" double precision NOT NULL,
	"axle_medium_top" double precision NOT NULL,
	"axle_high_bottom" double precision NOT NULL,
	"axle_high_top" double precision NOT NULL,
	"axle_extreme_bottom" double precision NOT NULL,
	"axle_extreme_top" double precision NOT NULL,
	"updated_by" text NOT NULL,
	"time_stamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transmission_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transmission_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"family_id" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"time_stamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transmission_models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transmission_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"family_id" integer NOT NULL,
	"name" text NOT NULL,
	"max_torque" integer NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"updated_by" text NOT NULL,
	"time_stamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transmission_support_levels" (
	"family_id" integer NOT NULL,
	"group" text NOT NULL,
	"value" text NOT NULL,
	"level" text NOT NULL,
	CONSTRAINT "transmission_support_levels_family_id_group_value_pk" PRIMARY KEY("family_id","group","value")
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text,
	"last_name" text,
	"organization_type" text,
	"organization_name" text,
	"vocations" text[] DEFAULT '{}'::text[] NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"roles" text[] DEFAULT '{TransmissionUser}'::text[] NOT NULL,
	"display_name" text,
	"units" text DEFAULT 'Imperial' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_results" ADD CONSTRAINT "survey_results_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transmission_logs" ADD CONSTRAINT "transmission_logs_family_id_transmission_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."transmission_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transmission_models" ADD CONSTRAINT "transmission_models_family_id_transmission_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."transmission_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transmission_support_levels" ADD CONSTRAINT "transmission_support_levels_family_id_transmission_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."transmission_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code_idx" ON "oidc_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_idx" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "survey_events_occurred_idx" ON "survey_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "survey_results_owner_idx" ON "survey_results" USING btree ("owner_id","last_edited_at");--> statement-breakpoint
CREATE INDEX "transmission_logs_family_idx" ON "transmission_logs" USING btree ("family_id","time_stamp");--> statement-breakpoint
CREATE INDEX "transmission_models_family_idx" ON "transmission_models" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "email_verifications_email_idx" ON "email_verifications" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));