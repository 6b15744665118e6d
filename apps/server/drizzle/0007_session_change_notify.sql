-- Every committed change that can end or alter a signed-in session announces the account on the
-- 'identity_session_changed' channel, whatever made it (sign-out on another instance, a password
-- reset, `npm run admin`, psql), so every server instance drops the sessions it cached for that
-- account (src/modules/identity/session-cache.ts). The payload is the account id; an empty payload
-- (TRUNCATE) means every account. NOTIFY is transactional: listeners hear it only after the commit,
-- and identical notifications of one transaction arrive once.
CREATE OR REPLACE FUNCTION notify_identity_session_changed() RETURNS trigger AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('identity_session_changed', '');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('identity_session_changed', OLD.id::text);
  ELSE
    PERFORM pg_notify('identity_session_changed', OLD.account_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Roles, name, e-mail, units or password changed, or the account is gone.
CREATE TRIGGER users_session_changed
  AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_identity_session_changed();
--> statement-breakpoint
CREATE TRIGGER users_session_truncated
  AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_identity_session_changed();
--> statement-breakpoint
-- An access token or grant removed before it expired: sign-out, revocation, an ended account. The
-- sweep of expired rows stays silent.
CREATE TRIGGER oidc_payloads_session_changed
  AFTER DELETE ON oidc_payloads
  FOR EACH ROW
  WHEN (
    OLD.model IN ('AccessToken', 'Grant')
    AND OLD.account_id IS NOT NULL
    AND (OLD.expires_at IS NULL OR OLD.expires_at > now())
  )
  EXECUTE FUNCTION notify_identity_session_changed();
--> statement-breakpoint
CREATE TRIGGER oidc_payloads_session_truncated
  AFTER TRUNCATE ON oidc_payloads
  FOR EACH STATEMENT EXECUTE FUNCTION notify_identity_session_changed();
