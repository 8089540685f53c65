CREATE TABLE "avaliacao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"titulo" text NOT NULL,
	"observacao" text,
	"tipo" text NOT NULL,
	"duracao" text,
	"exibir_cronometro" boolean DEFAULT false NOT NULL,
	"nota_minima" integer DEFAULT 0 NOT NULL,
	"permitir_nova_tentativa" boolean DEFAULT false NOT NULL,
	"max_tentativas" integer,
	"max_questoes" integer,
	"embaralhar_questoes" boolean DEFAULT false NOT NULL,
	"embaralhar_alternativas" boolean DEFAULT false NOT NULL,
	"exibir_respostas" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"categoria_id" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avaliacao_tenant_id_uq" UNIQUE("tenant_id","id"),
	CONSTRAINT "avaliacao_nota_minima_ck" CHECK ("avaliacao"."nota_minima" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "avaliacao" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "avaliacao_arquivo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"resposta_id" uuid,
	"correcao_id" uuid,
	"tipo" text NOT NULL,
	"chave" text NOT NULL,
	"nome_arquivo" text NOT NULL,
	"tipo_mime" text NOT NULL,
	"tamanho" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avaliacao_arquivo_dono_ck" CHECK (num_nonnulls("avaliacao_arquivo"."resposta_id", "avaliacao_arquivo"."correcao_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "avaliacao_arquivo" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "avaliacao_avaliador" (
	"tenant_id" uuid NOT NULL,
	"avaliacao_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	CONSTRAINT "avaliacao_avaliador_avaliacao_id_usuario_id_pk" PRIMARY KEY("avaliacao_id","usuario_id")
);
--> statement-breakpoint
ALTER TABLE "avaliacao_avaliador" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "avaliacao_competencia" (
	"tenant_id" uuid NOT NULL,
	"avaliacao_id" uuid NOT NULL,
	"competencia_id" uuid NOT NULL,
	CONSTRAINT "avaliacao_competencia_avaliacao_id_competencia_id_pk" PRIMARY KEY("avaliacao_id","competencia_id")
);
--> statement-breakpoint
ALTER TABLE "avaliacao_competencia" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "avaliacao_progresso" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"avaliacao_id" uuid NOT NULL,
	"curso_id" uuid,
	"formacao_id" uuid,
	"percentual" integer DEFAULT 0 NOT NULL,
	"nota" numeric(7, 2),
	"aprovado" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avaliacao_progresso_percentual_ck" CHECK ("avaliacao_progresso"."percentual" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "avaliacao_progresso" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "correcao_resposta" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"resposta_id" uuid NOT NULL,
	"avaliador_id" uuid NOT NULL,
	"nota" numeric(7, 2) NOT NULL,
	"observacoes" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "correcao_resposta_tenant_id_uq" UNIQUE("tenant_id","id"),
	CONSTRAINT "correcao_resposta_resposta_uq" UNIQUE("resposta_id")
);
--> statement-breakpoint
ALTER TABLE "correcao_resposta" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "questao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"avaliacao_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"tipo" text NOT NULL,
	"enunciado" text NOT NULL,
	"escala" integer,
	"pontuacao_maxima" numeric(7, 2) DEFAULT 1 NOT NULL,
	"exibir_feedback" boolean DEFAULT false NOT NULL,
	"feedback_acerto" text,
	"feedback_erro" text,
	"imagem" jsonb,
	"anexo" jsonb,
	"alternativas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tipo_resposta" text,
	"tipos_upload" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"removida_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questao_tenant_id_uq" UNIQUE("tenant_id","id"),
	CONSTRAINT "questao_pontuacao_ck" CHECK ("questao"."pontuacao_maxima" > 0)
);
--> statement-breakpoint
ALTER TABLE "questao" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "usuario_avaliacao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"avaliacao_id" uuid NOT NULL,
	"curso_id" uuid,
	"formacao_id" uuid,
	"tentativa" integer NOT NULL,
	"status" text DEFAULT 'Pendente' NOT NULL,
	"questoes_ids" uuid[] NOT NULL,
	"alternativas_ordem" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"iniciado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"prazo" timestamp with time zone,
	"finalizado_em" timestamp with time zone,
	"tempo_esgotado" boolean DEFAULT false NOT NULL,
	"nota" numeric(7, 2),
	"acertos" integer,
	"erros" integer,
	"consideracoes_finais" text,
	"corrigido_por_id" uuid,
	"corrigido_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_avaliacao_tenant_id_uq" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "usuario_avaliacao" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "usuario_avaliacao_resposta" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"usuario_avaliacao_id" uuid NOT NULL,
	"questao_id" uuid NOT NULL,
	"alternativas_ids" uuid[] DEFAULT ARRAY[]::uuid[] NOT NULL,
	"texto" text,
	"escala" integer,
	"link" text,
	"tipo_resposta" text,
	"nota" numeric(7, 2),
	"correta" boolean,
	"parcialmente_correta" boolean DEFAULT false NOT NULL,
	"respondida_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_avaliacao_resposta_tenant_id_uq" UNIQUE("tenant_id","id"),
	CONSTRAINT "usuario_avaliacao_resposta_questao_uq" UNIQUE("usuario_avaliacao_id","questao_id")
);
--> statement-breakpoint
ALTER TABLE "usuario_avaliacao_resposta" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "formacao_etapa_item" DROP CONSTRAINT "formacao_etapa_item_tipo_ck";--> statement-breakpoint
ALTER TABLE "curso_item" ALTER COLUMN "midia_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "curso_item" ADD COLUMN "avaliacao_id" uuid;--> statement-breakpoint
ALTER TABLE "formacao_etapa_item" ADD COLUMN "avaliacao_id" uuid;--> statement-breakpoint
ALTER TABLE "avaliacao" ADD CONSTRAINT "avaliacao_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacao" ADD CONSTRAINT "avaliacao_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacao_arquivo" ADD CONSTRAINT "avaliacao_arquivo_resposta_fk" FOREIGN KEY ("tenant_id","resposta_id") REFERENCES "public"."usuario_avaliacao_resposta"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacao_arquivo" ADD CONSTRAINT "avaliacao_arquivo_correcao_fk" FOREIGN KEY ("tenant_id","correcao_id") REFERENCES "public"."correcao_resposta"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacao_avaliador" ADD CONSTRAINT "avaliacao_avaliador_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacao_avaliador" ADD CONSTRAINT "avaliacao_avaliador_avaliacao_fk" FOREIGN KEY ("tenant_id","avaliacao_id") REFERENCES "public"."avaliacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacao_competencia" ADD CONSTRAINT "avaliacao_competencia_avaliacao_fk" FOREIGN KEY ("tenant_id","avaliacao_id") REFERENCES "public"."avaliacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacao_competencia" ADD CONSTRAINT "avaliacao_competencia_competencia_fk" FOREIGN KEY ("tenant_id","competencia_id") REFERENCES "public"."competencia"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacao_progresso" ADD CONSTRAINT "avaliacao_progresso_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacao_progresso" ADD CONSTRAINT "avaliacao_progresso_avaliacao_fk" FOREIGN KEY ("tenant_id","avaliacao_id") REFERENCES "public"."avaliacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correcao_resposta" ADD CONSTRAINT "correcao_resposta_avaliador_id_usuario_id_fk" FOREIGN KEY ("avaliador_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correcao_resposta" ADD CONSTRAINT "correcao_resposta_resposta_fk" FOREIGN KEY ("tenant_id","resposta_id") REFERENCES "public"."usuario_avaliacao_resposta"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao" ADD CONSTRAINT "questao_avaliacao_fk" FOREIGN KEY ("tenant_id","avaliacao_id") REFERENCES "public"."avaliacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_avaliacao" ADD CONSTRAINT "usuario_avaliacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_avaliacao" ADD CONSTRAINT "usuario_avaliacao_avaliacao_fk" FOREIGN KEY ("tenant_id","avaliacao_id") REFERENCES "public"."avaliacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_avaliacao_resposta" ADD CONSTRAINT "usuario_avaliacao_resposta_tentativa_fk" FOREIGN KEY ("tenant_id","usuario_avaliacao_id") REFERENCES "public"."usuario_avaliacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_avaliacao_resposta" ADD CONSTRAINT "usuario_avaliacao_resposta_questao_fk" FOREIGN KEY ("tenant_id","questao_id") REFERENCES "public"."questao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avaliacao_tenant_criado_idx" ON "avaliacao" USING btree ("tenant_id","criado_em");--> statement-breakpoint
CREATE INDEX "avaliacao_arquivo_resposta_idx" ON "avaliacao_arquivo" USING btree ("resposta_id");--> statement-breakpoint
CREATE INDEX "avaliacao_arquivo_correcao_idx" ON "avaliacao_arquivo" USING btree ("correcao_id");--> statement-breakpoint
CREATE INDEX "avaliacao_avaliador_usuario_idx" ON "avaliacao_avaliador" USING btree ("tenant_id","usuario_id");--> statement-breakpoint
CREATE INDEX "avaliacao_competencia_competencia_idx" ON "avaliacao_competencia" USING btree ("competencia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "avaliacao_progresso_contexto_uq" ON "avaliacao_progresso" USING btree ("tenant_id","usuario_id","avaliacao_id",coalesce("curso_id", '00000000-0000-0000-0000-000000000000'::uuid),coalesce("formacao_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "questao_avaliacao_idx" ON "questao" USING btree ("avaliacao_id","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_avaliacao_aberta_uq" ON "usuario_avaliacao" USING btree ("tenant_id","usuario_id","avaliacao_id",coalesce("curso_id", '00000000-0000-0000-0000-000000000000'::uuid),coalesce("formacao_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "usuario_avaliacao"."status" = 'Pendente';--> statement-breakpoint
CREATE INDEX "usuario_avaliacao_usuario_idx" ON "usuario_avaliacao" USING btree ("tenant_id","usuario_id","avaliacao_id");--> statement-breakpoint
CREATE INDEX "usuario_avaliacao_avaliacao_status_idx" ON "usuario_avaliacao" USING btree ("tenant_id","avaliacao_id","status");--> statement-breakpoint
ALTER TABLE "curso_item" ADD CONSTRAINT "curso_item_avaliacao_fk" FOREIGN KEY ("tenant_id","avaliacao_id") REFERENCES "public"."avaliacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formacao_etapa_item" ADD CONSTRAINT "formacao_etapa_item_avaliacao_fk" FOREIGN KEY ("tenant_id","avaliacao_id") REFERENCES "public"."avaliacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "curso_item_avaliacao_idx" ON "curso_item" USING btree ("avaliacao_id");--> statement-breakpoint
CREATE INDEX "formacao_etapa_item_avaliacao_idx" ON "formacao_etapa_item" USING btree ("avaliacao_id");--> statement-breakpoint
ALTER TABLE "curso_item" ADD CONSTRAINT "curso_item_avaliacao_uq" UNIQUE("curso_id","avaliacao_id");--> statement-breakpoint
ALTER TABLE "curso_item" ADD CONSTRAINT "curso_item_tipo_ck" CHECK (("curso_item"."tipo" = 'midia' and "curso_item"."midia_id" is not null and "curso_item"."avaliacao_id" is null) or ("curso_item"."tipo" = 'avaliacao' and "curso_item"."avaliacao_id" is not null and "curso_item"."midia_id" is null));--> statement-breakpoint
ALTER TABLE "formacao_etapa_item" ADD CONSTRAINT "formacao_etapa_item_tipo_ck" CHECK (num_nonnulls("formacao_etapa_item"."curso_id", "formacao_etapa_item"."midia_id", "formacao_etapa_item"."avaliacao_id") = 1 and (("formacao_etapa_item"."tipo" = 'curso' and "formacao_etapa_item"."curso_id" is not null) or ("formacao_etapa_item"."tipo" = 'midia' and "formacao_etapa_item"."midia_id" is not null) or ("formacao_etapa_item"."tipo" = 'avaliacao' and "formacao_etapa_item"."avaliacao_id" is not null)));--> statement-breakpoint
CREATE POLICY "avaliacao_tenant_isolation" ON "avaliacao" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "avaliacao_arquivo_tenant_isolation" ON "avaliacao_arquivo" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "avaliacao_avaliador_tenant_isolation" ON "avaliacao_avaliador" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "avaliacao_competencia_tenant_isolation" ON "avaliacao_competencia" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "avaliacao_progresso_tenant_isolation" ON "avaliacao_progresso" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "correcao_resposta_tenant_isolation" ON "correcao_resposta" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "questao_tenant_isolation" ON "questao" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "usuario_avaliacao_tenant_isolation" ON "usuario_avaliacao" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "usuario_avaliacao_resposta_tenant_isolation" ON "usuario_avaliacao_resposta" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);