-- Row-level security keeps non-leakproof operators such as ILIKE out of index conditions, so a name search as
-- app_user would scan every row of the tenant even with the trigram index. This function runs the search as its
-- owner (no row-level security) but only inside the transaction's tenant (the same app.tenant_id the policies read),
-- so the index serves it and the tenant wall holds.
CREATE OR REPLACE FUNCTION usuario_ids_por_nome(busca text) RETURNS SETOF uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT id FROM usuario
  WHERE tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid AND nome_completo ILIKE busca
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION usuario_ids_por_nome(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION usuario_ids_por_nome(text) TO app_user;
