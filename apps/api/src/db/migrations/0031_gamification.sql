CREATE TABLE "conquista" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"desafio_id" uuid NOT NULL,
	"regra" text NOT NULL,
	"assunto" text NOT NULL,
	"pontos" integer NOT NULL,
	"ambiente" text NOT NULL,
	"conteudo_nome" text,
	"data" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conquista_chave_uq" UNIQUE("tenant_id","usuario_id","desafio_id","regra","assunto")
);
--> statement-breakpoint
ALTER TABLE "conquista" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "desafio" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"ambiente" text NOT NULL,
	"tipo_conteudo" text,
	"data_inicio" date NOT NULL,
	"data_fim" date NOT NULL,
	"dias_para_conclusao" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"excluido_em" timestamp with time zone,
	"excluido_por_id" uuid,
	"motivo_exclusao" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desafio_tenant_id_uq" UNIQUE("tenant_id","id"),
	CONSTRAINT "desafio_ambiente_ck" CHECK ("desafio"."ambiente" in ('Conteudo', 'Plataforma')),
	CONSTRAINT "desafio_dias_ck" CHECK ("desafio"."dias_para_conclusao" >= 0),
	CONSTRAINT "desafio_periodo_ck" CHECK ("desafio"."data_fim" >= "desafio"."data_inicio")
);
--> statement-breakpoint
ALTER TABLE "desafio" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "desafio_conteudo" (
	"tenant_id" uuid NOT NULL,
	"desafio_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"conteudo_id" uuid NOT NULL,
	CONSTRAINT "desafio_conteudo_desafio_id_tipo_conteudo_id_pk" PRIMARY KEY("desafio_id","tipo","conteudo_id"),
	CONSTRAINT "desafio_conteudo_tipo_ck" CHECK ("desafio_conteudo"."tipo" in ('Curso', 'Formacao'))
);
--> statement-breakpoint
ALTER TABLE "desafio_conteudo" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "desafio_regra" (
	"tenant_id" uuid NOT NULL,
	"desafio_id" uuid NOT NULL,
	"regra" text NOT NULL,
	"pontos" integer NOT NULL,
	"descricao" text,
	CONSTRAINT "desafio_regra_desafio_id_regra_pk" PRIMARY KEY("desafio_id","regra"),
	CONSTRAINT "desafio_regra_pontos_ck" CHECK ("desafio_regra"."pontos" > 0)
);
--> statement-breakpoint
ALTER TABLE "desafio_regra" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "desafio_segmentacao" (
	"tenant_id" uuid NOT NULL,
	"desafio_id" uuid NOT NULL,
	"segmentacao_id" uuid NOT NULL,
	CONSTRAINT "desafio_segmentacao_desafio_id_segmentacao_id_pk" PRIMARY KEY("desafio_id","segmentacao_id")
);
--> statement-breakpoint
ALTER TABLE "desafio_segmentacao" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pontuacao" (
	"tenant_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"pontos" integer DEFAULT 0 NOT NULL,
	"conquistas" integer DEFAULT 0 NOT NULL,
	"alcancado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pontuacao_tenant_id_usuario_id_pk" PRIMARY KEY("tenant_id","usuario_id")
);
--> statement-breakpoint
ALTER TABLE "pontuacao" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "conquista" ADD CONSTRAINT "conquista_desafio_fk" FOREIGN KEY ("tenant_id","desafio_id") REFERENCES "public"."desafio"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conquista" ADD CONSTRAINT "conquista_usuario_fk" FOREIGN KEY ("tenant_id","usuario_id") REFERENCES "public"."usuario"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desafio" ADD CONSTRAINT "desafio_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desafio_conteudo" ADD CONSTRAINT "desafio_conteudo_desafio_fk" FOREIGN KEY ("tenant_id","desafio_id") REFERENCES "public"."desafio"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desafio_regra" ADD CONSTRAINT "desafio_regra_desafio_fk" FOREIGN KEY ("tenant_id","desafio_id") REFERENCES "public"."desafio"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desafio_segmentacao" ADD CONSTRAINT "desafio_segmentacao_desafio_fk" FOREIGN KEY ("tenant_id","desafio_id") REFERENCES "public"."desafio"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desafio_segmentacao" ADD CONSTRAINT "desafio_segmentacao_seg_fk" FOREIGN KEY ("tenant_id","segmentacao_id") REFERENCES "public"."segmentacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pontuacao" ADD CONSTRAINT "pontuacao_usuario_fk" FOREIGN KEY ("tenant_id","usuario_id") REFERENCES "public"."usuario"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conquista_usuario_data_idx" ON "conquista" USING btree ("tenant_id","usuario_id","data","id");--> statement-breakpoint
CREATE INDEX "desafio_tenant_ativo_idx" ON "desafio" USING btree ("tenant_id","ambiente") WHERE "desafio"."excluido_em" is null and "desafio"."ativo";--> statement-breakpoint
CREATE INDEX "desafio_conteudo_conteudo_idx" ON "desafio_conteudo" USING btree ("tenant_id","conteudo_id");--> statement-breakpoint
CREATE INDEX "desafio_regra_tenant_regra_idx" ON "desafio_regra" USING btree ("tenant_id","regra");--> statement-breakpoint
CREATE INDEX "desafio_segmentacao_seg_idx" ON "desafio_segmentacao" USING btree ("segmentacao_id");--> statement-breakpoint
CREATE INDEX "pontuacao_ranking_idx" ON "pontuacao" USING btree ("tenant_id","pontos" desc,"alcancado_em","usuario_id") WHERE "pontuacao"."pontos" > 0;--> statement-breakpoint
CREATE POLICY "conquista_tenant_isolation" ON "conquista" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "desafio_tenant_isolation" ON "desafio" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "desafio_conteudo_tenant_isolation" ON "desafio_conteudo" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "desafio_regra_tenant_isolation" ON "desafio_regra" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "desafio_segmentacao_tenant_isolation" ON "desafio_segmentacao" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "pontuacao_tenant_isolation" ON "pontuacao" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);