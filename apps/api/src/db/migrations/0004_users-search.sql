-- User list search (slice: users). Part-of-text filters (ILIKE '%...%') on the name, e-mail and document use
-- trigram GIN indexes where the pg_trgm extension can be created (PostgreSQL with contrib, as owner or superuser).
-- Where it cannot (embedded PGlite without the extension loaded, or a role without the right) the migration goes on
-- without them and the filters scan the tenant's rows instead. Not expressible in the Drizzle schema: custom SQL.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm not available (%): user search runs without trigram indexes', SQLERRM;
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS usuario_nome_trgm_idx ON usuario USING gin (nome_completo gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS identidade_email_trgm_idx ON identidade USING gin (email gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS identidade_cpf_trgm_idx ON identidade USING gin (cpf gin_trgm_ops);
  END IF;
END $$;
