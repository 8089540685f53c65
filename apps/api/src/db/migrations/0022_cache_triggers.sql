-- Cache versions (core/cache.ts, docs/caching.md): every change of a table that cached data is read from sets the
-- version of its scope in the same transaction, so every API process sees the change at its next read. Triggers
-- rather than calls in the services: no writer can be missed (services, jobs, imports, seeds, SQL by hand).
-- Statement-level with transition tables: one upsert per statement and tenant, whatever the number of rows.
-- SECURITY DEFINER: app_user may read the versions but not write them (no policy lets it).

CREATE FUNCTION versao_de_cache_marca(escopos text[], tenants uuid[]) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  INSERT INTO versao_de_cache (tenant_id, escopo, versao)
  SELECT t, e, nextval('versao_de_cache_seq')
  FROM (SELECT DISTINCT t, e FROM unnest(tenants) AS t, unnest(escopos) AS e WHERE t IS NOT NULL AND e IS NOT NULL ORDER BY t, e) x
  ON CONFLICT (tenant_id, escopo) DO UPDATE SET versao = excluded.versao
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION versao_de_cache_marca(text[], uuid[]) FROM PUBLIC;
--> statement-breakpoint

-- Tenant-owned tables: the scope (TG_ARGV[0]) of every tenant whose rows the statement touched.
CREATE FUNCTION versao_de_cache_por_tenant() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM versao_de_cache_marca(ARRAY[TG_ARGV[0]], ARRAY(SELECT DISTINCT tenant_id FROM novas));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM versao_de_cache_marca(ARRAY[TG_ARGV[0]], ARRAY(SELECT DISTINCT tenant_id FROM antigas));
  ELSE
    PERFORM versao_de_cache_marca(ARRAY[TG_ARGV[0]], ARRAY(SELECT tenant_id FROM novas UNION SELECT tenant_id FROM antigas));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Platform tables (tenant, contrato): one platform-wide scope.
CREATE FUNCTION versao_de_cache_plataforma() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM versao_de_cache_marca(ARRAY[TG_ARGV[0]], ARRAY['00000000-0000-0000-0000-000000000000'::uuid]);
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Accounts: the person's context ('identidade:<id>', platform-wide: a person's accounts span tenants) and the
-- tenant's 'usuarios' (the audience attributes sections and segmentations match), only when a column those read
-- changes (accepting terms or a new photo changes neither).
CREATE FUNCTION versao_de_cache_usuario() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  mudou uuid[];
  pessoas text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT tenant_id), array_agg(DISTINCT 'identidade:' || identidade_id) INTO mudou, pessoas FROM novas;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT tenant_id), array_agg(DISTINCT 'identidade:' || identidade_id) INTO mudou, pessoas FROM antigas;
  ELSE
    SELECT array_agg(DISTINCT x.tenant_id), array_agg(DISTINCT 'identidade:' || x.identidade_id) INTO mudou, pessoas
    FROM (
      SELECT o.tenant_id, o.identidade_id, n.tenant_id AS novo_tenant, n.identidade_id AS nova_identidade
      FROM antigas o JOIN novas n ON n.id = o.id
      WHERE (o.tenant_id, o.identidade_id, o.ativo, o.nivel, o.grupo_de_permissao_id, o.cargo_id, o.departamento_id, o.unidade_de_negocio_id, o.genero)
        IS DISTINCT FROM (n.tenant_id, n.identidade_id, n.ativo, n.nivel, n.grupo_de_permissao_id, n.cargo_id, n.departamento_id, n.unidade_de_negocio_id, n.genero)
    ) m
    CROSS JOIN LATERAL (VALUES (m.tenant_id, m.identidade_id), (m.novo_tenant, m.nova_identidade)) AS x(tenant_id, identidade_id);
  END IF;
  IF mudou IS NOT NULL THEN
    PERFORM versao_de_cache_marca(ARRAY['usuarios'], mudou);
    PERFORM versao_de_cache_marca(pessoas, ARRAY['00000000-0000-0000-0000-000000000000'::uuid]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Identities: the context reads whether a password change is pending.
CREATE FUNCTION versao_de_cache_identidade() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  pessoas text[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg('identidade:' || id) INTO pessoas FROM antigas;
  ELSE
    SELECT array_agg('identidade:' || n.id) INTO pessoas FROM antigas o JOIN novas n ON n.id = o.id WHERE o.alterar_senha IS DISTINCT FROM n.alterar_senha;
  END IF;
  IF pessoas IS NOT NULL THEN
    PERFORM versao_de_cache_marca(pessoas, ARRAY['00000000-0000-0000-0000-000000000000'::uuid]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

DO $$
DECLARE
  alvo record;
BEGIN
  FOR alvo IN
    SELECT * FROM (VALUES
      ('parametro', 'parametros'),
      ('grupo_de_permissao', 'grupos'),
      ('segmentacao', 'segmentacoes'), ('segmentacao_cargo', 'segmentacoes'), ('segmentacao_departamento', 'segmentacoes'),
      ('segmentacao_unidade', 'segmentacoes'), ('segmentacao_usuario', 'segmentacoes'),
      ('secao', 'secoes'), ('secao_item', 'secoes'), ('secao_cargo', 'secoes'), ('secao_departamento', 'secoes'),
      ('secao_unidade', 'secoes'), ('secao_segmentacao', 'secoes'),
      ('midia', 'conteudos'), ('midia_arquivo', 'conteudos'), ('midia_competencia', 'conteudos'), ('curso', 'conteudos'),
      ('curso_competencia', 'conteudos'), ('formacao', 'conteudos'), ('formacao_competencia', 'conteudos'), ('pre_requisito', 'conteudos')
    ) AS v(tabela, escopo)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION versao_de_cache_por_tenant(%L)', alvo.tabela || '_cache_ins', alvo.tabela, alvo.escopo);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION versao_de_cache_por_tenant(%L)', alvo.tabela || '_cache_upd', alvo.tabela, alvo.escopo);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION versao_de_cache_por_tenant(%L)', alvo.tabela || '_cache_del', alvo.tabela, alvo.escopo);
  END LOOP;
  FOR alvo IN SELECT * FROM (VALUES ('tenant'), ('contrato')) AS v(tabela) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION versao_de_cache_plataforma(%L)', alvo.tabela || '_cache', alvo.tabela, 'tenants');
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER usuario_cache_ins AFTER INSERT ON usuario REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION versao_de_cache_usuario();
--> statement-breakpoint
CREATE TRIGGER usuario_cache_upd AFTER UPDATE ON usuario REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION versao_de_cache_usuario();
--> statement-breakpoint
CREATE TRIGGER usuario_cache_del AFTER DELETE ON usuario REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION versao_de_cache_usuario();
--> statement-breakpoint
CREATE TRIGGER identidade_cache_upd AFTER UPDATE ON identidade REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION versao_de_cache_identidade();
--> statement-breakpoint
CREATE TRIGGER identidade_cache_del AFTER DELETE ON identidade REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION versao_de_cache_identidade();
