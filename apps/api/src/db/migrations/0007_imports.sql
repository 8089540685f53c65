CREATE TABLE "importacao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"nome_arquivo" text NOT NULL,
	"status" text NOT NULL,
	"total_linhas" integer NOT NULL,
	"linhas_validas" integer NOT NULL,
	"linhas_com_erro" integer DEFAULT 0 NOT NULL,
	"importadas" integer DEFAULT 0 NOT NULL,
	"processadas" integer DEFAULT 0 NOT NULL,
	"linhas" jsonb NOT NULL,
	"erros" jsonb NOT NULL,
	"opcoes" jsonb,
	"criado_por_id" uuid,
	"criado_por_nome" text,
	"idioma" text DEFAULT 'pt' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"iniciado_em" timestamp with time zone,
	"concluido_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "importacao" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "importacao" ADD CONSTRAINT "importacao_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "importacao_tenant_criado_idx" ON "importacao" USING btree ("tenant_id","criado_em");--> statement-breakpoint
CREATE POLICY "importacao_tenant_isolation" ON "importacao" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);