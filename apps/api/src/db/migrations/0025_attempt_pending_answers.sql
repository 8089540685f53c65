ALTER TABLE "usuario_avaliacao" ADD COLUMN "pendentes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "usuario_avaliacao" AS ua SET "pendentes" = p.n, "erros" = greatest(0, coalesce(ua."erros", 0) - p.n)
FROM (
  SELECT r."tenant_id", r."usuario_avaliacao_id", count(*)::integer AS n
  FROM "usuario_avaliacao_resposta" r
  JOIN "questao" q ON q."tenant_id" = r."tenant_id" AND q."id" = r."questao_id"
  WHERE q."tipo" IN ('Dissertativa', 'Pratica') AND r."nota" IS NULL
  GROUP BY r."tenant_id", r."usuario_avaliacao_id"
) AS p
WHERE ua."tenant_id" = p."tenant_id" AND ua."id" = p."usuario_avaliacao_id" AND ua."status" = 'PendenteDeCorrecao';
