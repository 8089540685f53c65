CREATE TABLE "curso" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text,
	"sinopse" text,
	"carga_horaria" integer,
	"categoria_id" uuid,
	"secoes_ids" uuid[] DEFAULT ARRAY[]::uuid[] NOT NULL,
	"certificado_id" uuid,
	"obrigatorio" boolean DEFAULT false NOT NULL,
	"sequencia_obrigatoria" boolean DEFAULT false NOT NULL,
	"limite_de_dias_para_conclusao" integer DEFAULT 0 NOT NULL,
	"aproveitamento_requerido" integer DEFAULT 0 NOT NULL,
	"tem_material_complementar" boolean DEFAULT false NOT NULL,
	"codigo" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"origem" text DEFAULT 'Manual' NOT NULL,
	"termo_introducao_id" uuid,
	"termo_conclusao_id" uuid,
	"modo_liberacao" text DEFAULT 'Imediato' NOT NULL,
	"data_hora_liberacao" timestamp with time zone,
	"card_horizontal" jsonb,
	"card_vertical" jsonb,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "curso_tenant_id_uq" UNIQUE("tenant_id","id"),
	CONSTRAINT "curso_aproveitamento_ck" CHECK ("curso"."aproveitamento_requerido" between 0 and 100),
	CONSTRAINT "curso_limite_dias_ck" CHECK ("curso"."limite_de_dias_para_conclusao" >= 0)
);
--> statement-breakpoint
ALTER TABLE "curso" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "curso_competencia" (
	"tenant_id" uuid NOT NULL,
	"curso_id" uuid NOT NULL,
	"competencia_id" uuid NOT NULL,
	CONSTRAINT "curso_competencia_curso_id_competencia_id_pk" PRIMARY KEY("curso_id","competencia_id")
);
--> statement-breakpoint
ALTER TABLE "curso_competencia" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "curso_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"curso_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"tipo" text DEFAULT 'midia' NOT NULL,
	"midia_id" uuid NOT NULL,
	"obrigatorio" boolean DEFAULT true NOT NULL,
	CONSTRAINT "curso_item_midia_uq" UNIQUE("curso_id","midia_id")
);
--> statement-breakpoint
ALTER TABLE "curso_item" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "formacao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text,
	"sinopse" text,
	"carga_horaria" integer,
	"categoria_id" uuid,
	"secoes_ids" uuid[] DEFAULT ARRAY[]::uuid[] NOT NULL,
	"certificado_id" uuid,
	"obrigatorio" boolean DEFAULT false NOT NULL,
	"sequencia_obrigatoria" boolean DEFAULT false NOT NULL,
	"limite_de_dias_para_conclusao" integer DEFAULT 0 NOT NULL,
	"aproveitamento_requerido" integer DEFAULT 0 NOT NULL,
	"tem_material_complementar" boolean DEFAULT false NOT NULL,
	"codigo" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"origem" text DEFAULT 'Manual' NOT NULL,
	"termo_introducao_id" uuid,
	"termo_conclusao_id" uuid,
	"modo_liberacao" text DEFAULT 'Imediato' NOT NULL,
	"data_hora_liberacao" timestamp with time zone,
	"card_horizontal" jsonb,
	"card_vertical" jsonb,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "formacao_tenant_id_uq" UNIQUE("tenant_id","id"),
	CONSTRAINT "formacao_aproveitamento_ck" CHECK ("formacao"."aproveitamento_requerido" between 0 and 100),
	CONSTRAINT "formacao_limite_dias_ck" CHECK ("formacao"."limite_de_dias_para_conclusao" >= 0)
);
--> statement-breakpoint
ALTER TABLE "formacao" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "formacao_competencia" (
	"tenant_id" uuid NOT NULL,
	"formacao_id" uuid NOT NULL,
	"competencia_id" uuid NOT NULL,
	CONSTRAINT "formacao_competencia_formacao_id_competencia_id_pk" PRIMARY KEY("formacao_id","competencia_id")
);
--> statement-breakpoint
ALTER TABLE "formacao_competencia" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "formacao_etapa" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"formacao_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"nome" text NOT NULL,
	"carga_horaria" integer,
	CONSTRAINT "formacao_etapa_tenant_id_uq" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "formacao_etapa" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "formacao_etapa_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"formacao_id" uuid NOT NULL,
	"etapa_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"tipo" text NOT NULL,
	"curso_id" uuid,
	"midia_id" uuid,
	CONSTRAINT "formacao_etapa_item_tipo_ck" CHECK (("formacao_etapa_item"."tipo" = 'curso' and "formacao_etapa_item"."curso_id" is not null and "formacao_etapa_item"."midia_id" is null) or ("formacao_etapa_item"."tipo" = 'midia' and "formacao_etapa_item"."midia_id" is not null and "formacao_etapa_item"."curso_id" is null))
);
--> statement-breakpoint
ALTER TABLE "formacao_etapa_item" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pre_requisito" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"curso_id" uuid,
	"formacao_id" uuid,
	"requer_curso_id" uuid,
	"requer_formacao_id" uuid,
	CONSTRAINT "pre_requisito_dono_ck" CHECK (num_nonnulls("pre_requisito"."curso_id", "pre_requisito"."formacao_id") = 1),
	CONSTRAINT "pre_requisito_alvo_ck" CHECK (num_nonnulls("pre_requisito"."requer_curso_id", "pre_requisito"."requer_formacao_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "pre_requisito" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "curso" ADD CONSTRAINT "curso_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curso" ADD CONSTRAINT "curso_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curso" ADD CONSTRAINT "curso_termo_introducao_id_termo_de_uso_id_fk" FOREIGN KEY ("termo_introducao_id") REFERENCES "public"."termo_de_uso"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curso" ADD CONSTRAINT "curso_termo_conclusao_id_termo_de_uso_id_fk" FOREIGN KEY ("termo_conclusao_id") REFERENCES "public"."termo_de_uso"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curso_competencia" ADD CONSTRAINT "curso_competencia_curso_fk" FOREIGN KEY ("tenant_id","curso_id") REFERENCES "public"."curso"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curso_competencia" ADD CONSTRAINT "curso_competencia_competencia_fk" FOREIGN KEY ("tenant_id","competencia_id") REFERENCES "public"."competencia"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curso_item" ADD CONSTRAINT "curso_item_curso_fk" FOREIGN KEY ("tenant_id","curso_id") REFERENCES "public"."curso"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curso_item" ADD CONSTRAINT "curso_item_midia_fk" FOREIGN KEY ("tenant_id","midia_id") REFERENCES "public"."midia"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formacao" ADD CONSTRAINT "formacao_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formacao" ADD CONSTRAINT "formacao_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formacao" ADD CONSTRAINT "formacao_termo_introducao_id_termo_de_uso_id_fk" FOREIGN KEY ("termo_introducao_id") REFERENCES "public"."termo_de_uso"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formacao" ADD CONSTRAINT "formacao_termo_conclusao_id_termo_de_uso_id_fk" FOREIGN KEY ("termo_conclusao_id") REFERENCES "public"."termo_de_uso"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formacao_competencia" ADD CONSTRAINT "formacao_competencia_formacao_fk" FOREIGN KEY ("tenant_id","formacao_id") REFERENCES "public"."formacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formacao_competencia" ADD CONSTRAINT "formacao_competencia_competencia_fk" FOREIGN KEY ("tenant_id","competencia_id") REFERENCES "public"."competencia"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formacao_etapa" ADD CONSTRAINT "formacao_etapa_formacao_fk" FOREIGN KEY ("tenant_id","formacao_id") REFERENCES "public"."formacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formacao_etapa_item" ADD CONSTRAINT "formacao_etapa_item_etapa_fk" FOREIGN KEY ("tenant_id","etapa_id") REFERENCES "public"."formacao_etapa"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formacao_etapa_item" ADD CONSTRAINT "formacao_etapa_item_curso_fk" FOREIGN KEY ("tenant_id","curso_id") REFERENCES "public"."curso"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formacao_etapa_item" ADD CONSTRAINT "formacao_etapa_item_midia_fk" FOREIGN KEY ("tenant_id","midia_id") REFERENCES "public"."midia"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_requisito" ADD CONSTRAINT "pre_requisito_curso_fk" FOREIGN KEY ("tenant_id","curso_id") REFERENCES "public"."curso"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_requisito" ADD CONSTRAINT "pre_requisito_formacao_fk" FOREIGN KEY ("tenant_id","formacao_id") REFERENCES "public"."formacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_requisito" ADD CONSTRAINT "pre_requisito_requer_curso_fk" FOREIGN KEY ("tenant_id","requer_curso_id") REFERENCES "public"."curso"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_requisito" ADD CONSTRAINT "pre_requisito_requer_formacao_fk" FOREIGN KEY ("tenant_id","requer_formacao_id") REFERENCES "public"."formacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "curso_tenant_codigo_uq" ON "curso" USING btree ("tenant_id",lower("codigo")) WHERE "curso"."codigo" is not null;--> statement-breakpoint
CREATE INDEX "curso_tenant_criado_idx" ON "curso" USING btree ("tenant_id","criado_em");--> statement-breakpoint
CREATE INDEX "curso_competencia_competencia_idx" ON "curso_competencia" USING btree ("competencia_id");--> statement-breakpoint
CREATE INDEX "curso_item_curso_idx" ON "curso_item" USING btree ("curso_id","ordem");--> statement-breakpoint
CREATE INDEX "curso_item_midia_idx" ON "curso_item" USING btree ("midia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "formacao_tenant_codigo_uq" ON "formacao" USING btree ("tenant_id",lower("codigo")) WHERE "formacao"."codigo" is not null;--> statement-breakpoint
CREATE INDEX "formacao_tenant_criado_idx" ON "formacao" USING btree ("tenant_id","criado_em");--> statement-breakpoint
CREATE INDEX "formacao_competencia_competencia_idx" ON "formacao_competencia" USING btree ("competencia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "formacao_etapa_nome_uq" ON "formacao_etapa" USING btree ("formacao_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "formacao_etapa_formacao_idx" ON "formacao_etapa" USING btree ("formacao_id","ordem");--> statement-breakpoint
CREATE INDEX "formacao_etapa_item_etapa_idx" ON "formacao_etapa_item" USING btree ("etapa_id","ordem");--> statement-breakpoint
CREATE INDEX "formacao_etapa_item_formacao_idx" ON "formacao_etapa_item" USING btree ("formacao_id");--> statement-breakpoint
CREATE INDEX "formacao_etapa_item_curso_idx" ON "formacao_etapa_item" USING btree ("curso_id");--> statement-breakpoint
CREATE INDEX "formacao_etapa_item_midia_idx" ON "formacao_etapa_item" USING btree ("midia_id");--> statement-breakpoint
CREATE INDEX "pre_requisito_curso_idx" ON "pre_requisito" USING btree ("curso_id");--> statement-breakpoint
CREATE INDEX "pre_requisito_formacao_idx" ON "pre_requisito" USING btree ("formacao_id");--> statement-breakpoint
CREATE INDEX "pre_requisito_requer_curso_idx" ON "pre_requisito" USING btree ("requer_curso_id");--> statement-breakpoint
CREATE INDEX "pre_requisito_requer_formacao_idx" ON "pre_requisito" USING btree ("requer_formacao_id");--> statement-breakpoint
CREATE POLICY "curso_tenant_isolation" ON "curso" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "curso_competencia_tenant_isolation" ON "curso_competencia" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "curso_item_tenant_isolation" ON "curso_item" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "formacao_tenant_isolation" ON "formacao" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "formacao_competencia_tenant_isolation" ON "formacao_competencia" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "formacao_etapa_tenant_isolation" ON "formacao_etapa" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "formacao_etapa_item_tenant_isolation" ON "formacao_etapa_item" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "pre_requisito_tenant_isolation" ON "pre_requisito" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);