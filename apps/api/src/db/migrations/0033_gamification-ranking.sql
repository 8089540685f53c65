CREATE TABLE "pontuacao_contagem" (
	"tenant_id" uuid NOT NULL,
	"unidade_de_negocio_id" uuid NOT NULL,
	"pessoas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pontuacao_contagem_tenant_id_unidade_de_negocio_id_pk" PRIMARY KEY("tenant_id","unidade_de_negocio_id")
);
--> statement-breakpoint
ALTER TABLE "pontuacao_contagem" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "pontuacao" ADD COLUMN "unidade_de_negocio_id" uuid;--> statement-breakpoint
CREATE INDEX "pontuacao_ranking_unidade_idx" ON "pontuacao" USING btree ("tenant_id","unidade_de_negocio_id","pontos" desc,"alcancado_em","usuario_id") WHERE "pontuacao"."pontos" > 0;--> statement-breakpoint
CREATE POLICY "pontuacao_contagem_tenant_isolation" ON "pontuacao_contagem" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint

-- The unit's ranking reads the unit from the score total: copy it for the people who already scored, and keep it when a
-- person moves to another unit (or the unit is deleted and the person's unit set to null), whoever writes the change.
UPDATE "pontuacao" p SET "unidade_de_negocio_id" = u."unidade_de_negocio_id"
FROM "usuario" u WHERE u."tenant_id" = p."tenant_id" AND u."id" = p."usuario_id";
--> statement-breakpoint
CREATE FUNCTION pontuacao_segue_unidade() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pontuacao SET unidade_de_negocio_id = NEW.unidade_de_negocio_id
  WHERE tenant_id = NEW.tenant_id AND usuario_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER usuario_unidade_pontuacao AFTER UPDATE OF unidade_de_negocio_id ON "usuario"
FOR EACH ROW WHEN (OLD.unidade_de_negocio_id IS DISTINCT FROM NEW.unidade_de_negocio_id)
EXECUTE FUNCTION pontuacao_segue_unidade();
--> statement-breakpoint

-- How many people have points, in the company (the zero uuid) and per unit: the rankings' totalItems. Statement-level
-- triggers with transition tables add what a statement changed; an ordinary award (points 5 -> 8) nets to zero and
-- writes nothing, so only a person's first points, a unit move or a deletion touch these rows (in a fixed order).
CREATE FUNCTION pontuacao_contagem_some(tenants uuid[], unidades uuid[], deltas int[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO pontuacao_contagem (tenant_id, unidade_de_negocio_id, pessoas)
  SELECT t, e, sum(d)::int FROM (
    SELECT t, '00000000-0000-0000-0000-000000000000'::uuid AS e, d FROM unnest(tenants, unidades, deltas) AS x(t, u, d)
    UNION ALL
    SELECT t, u, d FROM unnest(tenants, unidades, deltas) AS x(t, u, d) WHERE u IS NOT NULL
  ) y
  GROUP BY t, e HAVING sum(d) <> 0 ORDER BY t, e
  ON CONFLICT (tenant_id, unidade_de_negocio_id) DO UPDATE SET pessoas = pontuacao_contagem.pessoas + excluded.pessoas
$$;
--> statement-breakpoint
CREATE FUNCTION pontuacao_contagem_ajusta() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pontuacao_contagem_some(array_agg(tenant_id), array_agg(unidade_de_negocio_id), array_agg(1)) FROM novas WHERE pontos > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pontuacao_contagem_some(array_agg(tenant_id), array_agg(unidade_de_negocio_id), array_agg(-1)) FROM antigas WHERE pontos > 0;
  ELSE
    PERFORM pontuacao_contagem_some(array_agg(t), array_agg(u), array_agg(d)) FROM (
      SELECT tenant_id AS t, unidade_de_negocio_id AS u, 1 AS d FROM novas WHERE pontos > 0
      UNION ALL
      SELECT tenant_id, unidade_de_negocio_id, -1 FROM antigas WHERE pontos > 0
    ) x;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO pontuacao_contagem (tenant_id, unidade_de_negocio_id, pessoas)
SELECT tenant_id, '00000000-0000-0000-0000-000000000000'::uuid, count(*)::int FROM pontuacao WHERE pontos > 0 GROUP BY tenant_id
UNION ALL
SELECT tenant_id, unidade_de_negocio_id, count(*)::int FROM pontuacao WHERE pontos > 0 AND unidade_de_negocio_id IS NOT NULL GROUP BY tenant_id, unidade_de_negocio_id;
--> statement-breakpoint
CREATE TRIGGER pontuacao_contagem_insere AFTER INSERT ON "pontuacao" REFERENCING NEW TABLE AS novas
FOR EACH STATEMENT EXECUTE FUNCTION pontuacao_contagem_ajusta();
--> statement-breakpoint
CREATE TRIGGER pontuacao_contagem_altera AFTER UPDATE ON "pontuacao" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
FOR EACH STATEMENT EXECUTE FUNCTION pontuacao_contagem_ajusta();
--> statement-breakpoint
CREATE TRIGGER pontuacao_contagem_remove AFTER DELETE ON "pontuacao" REFERENCING OLD TABLE AS antigas
FOR EACH STATEMENT EXECUTE FUNCTION pontuacao_contagem_ajusta();
