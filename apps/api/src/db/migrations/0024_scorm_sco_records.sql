DROP INDEX "scorm_acompanhamento_contexto_uq";--> statement-breakpoint
ALTER TABLE "scorm_acompanhamento" ADD COLUMN "sco_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "scorm_acompanhamento" ADD COLUMN "tentativa" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "scorm_acompanhamento" ADD COLUMN "cmi" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "scorm_acompanhamento_contexto_uq" ON "scorm_acompanhamento" USING btree ("tenant_id","usuario_id","midia_id",coalesce("curso_id", '00000000-0000-0000-0000-000000000000'::uuid),coalesce("formacao_id", '00000000-0000-0000-0000-000000000000'::uuid),"sco_id","tentativa");