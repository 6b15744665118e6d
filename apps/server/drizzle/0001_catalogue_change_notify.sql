-- Every committed change to the transmission catalogue announces itself on the
-- 'transmission_catalogue_changed' channel, whatever made it (the admin API, a script, psql), so every
-- server instance drops its cached families (src/modules/transmission/catalogue-cache.ts).
-- NOTIFY is transactional: listeners hear it only after the change commits.
CREATE OR REPLACE FUNCTION notify_transmission_catalogue_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('transmission_catalogue_changed', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER transmission_families_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON transmission_families
  FOR EACH STATEMENT EXECUTE FUNCTION notify_transmission_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER transmission_models_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON transmission_models
  FOR EACH STATEMENT EXECUTE FUNCTION notify_transmission_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER transmission_support_levels_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON transmission_support_levels
  FOR EACH STATEMENT EXECUTE FUNCTION notify_transmission_catalogue_changed();
