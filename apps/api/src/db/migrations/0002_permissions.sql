CREATE TABLE "unidade_de_negocio" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"unidade_de_negocio_pai_id" uuid,
	"nome" text NOT NULL,
	"codigo" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unidade_de_negocio_tenant_id_uq" UNIQUE("tenant_id","id"),
	CONSTRAINT "unidade_de_negocio_pai_ck" CHECK ("unidade_de_negocio"."unidade_de_negocio_pai_id" is null or "unidade_de_negocio"."unidade_de_negocio_pai_id" <> "unidade_de_negocio"."id")
);
--> statement-breakpoint
ALTER TABLE "unidade_de_negocio" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "grupo_de_permissao" DROP CONSTRAINT "grupo_de_permissao_nome_uq";--> statement-breakpoint
ALTER TABLE "grupo_de_permissao" ADD COLUMN "ativo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "grupo_de_permissao" ADD COLUMN "atualizado_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "unidade_de_negocio" ADD CONSTRAINT "unidade_de_negocio_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidade_de_negocio" ADD CONSTRAINT "unidade_de_negocio_pai_fk" FOREIGN KEY ("tenant_id","unidade_de_negocio_pai_id") REFERENCES "public"."unidade_de_negocio"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "unidade_de_negocio_tenant_codigo_uq" ON "unidade_de_negocio" USING btree ("tenant_id",lower("codigo"));--> statement-breakpoint
CREATE UNIQUE INDEX "unidade_de_negocio_irmaos_nome_uq" ON "unidade_de_negocio" USING btree ("tenant_id",coalesce("unidade_de_negocio_pai_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("nome"));--> statement-breakpoint
CREATE INDEX "unidade_de_negocio_pai_idx" ON "unidade_de_negocio" USING btree ("unidade_de_negocio_pai_id");--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_unidade_de_negocio_fk" FOREIGN KEY ("tenant_id","unidade_de_negocio_id") REFERENCES "public"."unidade_de_negocio"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grupo_de_permissao_tenant_nome_uq" ON "grupo_de_permissao" USING btree ("tenant_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "grupo_de_permissao_tenant_criado_idx" ON "grupo_de_permissao" USING btree ("tenant_id","criado_em");--> statement-breakpoint
CREATE INDEX "usuario_unidade_de_negocio_idx" ON "usuario" USING btree ("unidade_de_negocio_id");--> statement-breakpoint
CREATE POLICY "unidade_de_negocio_tenant_isolation" ON "unidade_de_negocio" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);