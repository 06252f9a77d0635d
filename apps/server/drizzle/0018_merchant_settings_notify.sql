-- Every process caches the maintenance/region guard's settings for a moment (src/modules/system/guardCache.ts):
-- every change of merchant_settings, by any writer, tells every listening process at commit.
CREATE OR REPLACE FUNCTION merchant_settings_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('croupier_merchant_settings', '*');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('croupier_merchant_settings', OLD.merchant_code);
  ELSE
    PERFORM pg_notify('croupier_merchant_settings', NEW.merchant_code);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER merchant_settings_changed AFTER INSERT OR UPDATE OR DELETE ON merchant_settings
  FOR EACH ROW EXECUTE FUNCTION merchant_settings_notify();
--> statement-breakpoint
CREATE TRIGGER merchant_settings_truncated AFTER TRUNCATE ON merchant_settings
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_settings_notify();
