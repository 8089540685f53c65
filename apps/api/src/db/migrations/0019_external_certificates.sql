CREATE TABLE "certificado_externo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"descricao_outro_tipo" text,
	"instituicao" text NOT NULL,
	"carga_horaria" integer NOT NULL,
	"data_inicio" date NOT NULL,
	"data_fim" date NOT NULL,
	"arquivo_chave" text NOT NULL,
	"arquivo_nome" text NOT NULL,
	"arquivo_tipo" text NOT NULL,
	"arquivo_tamanho" integer NOT NULL,
	"url_credencial" text,
	"codigo_credencial" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"tipo_justificativa" integer,
	"descricao_justificativa" text,
	"avaliado_por_id" uuid,
	"avaliado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificado_externo" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "certificado_externo" ADD CONSTRAINT "certificado_externo_avaliado_por_id_usuario_id_fk" FOREIGN KEY ("avaliado_por_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificado_externo" ADD CONSTRAINT "certificado_externo_usuario_fk" FOREIGN KEY ("tenant_id","usuario_id") REFERENCES "public"."usuario"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificado_externo_dono_idx" ON "certificado_externo" USING btree ("tenant_id","usuario_id","criado_em");--> statement-breakpoint
CREATE INDEX "certificado_externo_status_idx" ON "certificado_externo" USING btree ("tenant_id","status","criado_em");--> statement-breakpoint
CREATE POLICY "certificado_externo_tenant_isolation" ON "certificado_externo" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);