-- Trigram indexes of the person's e-mail and document on expressions, not on the bare columns. On the bare columns
-- PostgreSQL also used them for equality (email = $1, email = ANY($1)): a GIN trigram probe that gets slower as
-- similar addresses accumulate (about 3 ms per address with 13,000 'importada.N@...' people, 600 ms for a 200-address
-- import chunk), where the unique btree answers in microseconds. The list's part-of-text filters now search
-- lower(email) and coalesce(cpf, '') — the same expressions — and equality goes to the btree indexes.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    DROP INDEX IF EXISTS identidade_email_trgm_idx;
    DROP INDEX IF EXISTS identidade_cpf_trgm_idx;
    CREATE INDEX IF NOT EXISTS identidade_email_lower_trgm_idx ON identidade USING gin (lower(email) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS identidade_cpf_text_trgm_idx ON identidade USING gin (coalesce(cpf, '') gin_trgm_ops);
  END IF;
END $$;
