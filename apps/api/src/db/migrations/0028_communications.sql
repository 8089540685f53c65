CREATE TABLE "comunicacao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"titulo" text NOT NULL,
	"inicio" timestamp with time zone,
	"termino" timestamp with time zone,
	"ativo" boolean DEFAULT true NOT NULL,
	"publico" boolean DEFAULT false NOT NULL,
	"exibir_sempre" boolean DEFAULT false NOT NULL,
	"nao_exibir" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'rascunho' NOT NULL,
	"origem" text,
	"publicada_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comunicacao_tenant_id_uq" UNIQUE("tenant_id","id"),
	CONSTRAINT "comunicacao_status_ck" CHECK ("comunicacao"."status" in ('rascunho', 'publicada')),
	CONSTRAINT "comunicacao_janela_ck" CHECK ("comunicacao"."inicio" is null or "comunicacao"."termino" is null or "comunicacao"."inicio" <= "comunicacao"."termino"),
	CONSTRAINT "comunicacao_exibicao_ck" CHECK (not ("comunicacao"."exibir_sempre" and "comunicacao"."nao_exibir"))
);
--> statement-breakpoint
ALTER TABLE "comunicacao" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "comunicacao_cargo" (
	"tenant_id" uuid NOT NULL,
	"comunicacao_id" uuid NOT NULL,
	"cargo_id" uuid NOT NULL,
	CONSTRAINT "comunicacao_cargo_comunicacao_id_cargo_id_pk" PRIMARY KEY("comunicacao_id","cargo_id")
);
--> statement-breakpoint
ALTER TABLE "comunicacao_cargo" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "comunicacao_contrato" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"comunicacao_id" uuid NOT NULL,
	"contrato_id" uuid NOT NULL,
	CONSTRAINT "comunicacao_contrato_uq" UNIQUE("comunicacao_id","contrato_id")
);
--> statement-breakpoint
ALTER TABLE "comunicacao_contrato" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "comunicacao_departamento" (
	"tenant_id" uuid NOT NULL,
	"comunicacao_id" uuid NOT NULL,
	"departamento_id" uuid NOT NULL,
	CONSTRAINT "comunicacao_departamento_comunicacao_id_departamento_id_pk" PRIMARY KEY("comunicacao_id","departamento_id")
);
--> statement-breakpoint
ALTER TABLE "comunicacao_departamento" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "comunicacao_postagem" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"comunicacao_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"titulo" text,
	"conteudo" text,
	"imagem_id" text,
	"tipo_arquivo" text,
	"link" text,
	CONSTRAINT "comunicacao_postagem_titulo_ou_imagem_ck" CHECK ("comunicacao_postagem"."titulo" is not null or "comunicacao_postagem"."imagem_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "comunicacao_postagem" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "comunicacao_segmentacao" (
	"tenant_id" uuid NOT NULL,
	"comunicacao_id" uuid NOT NULL,
	"segmentacao_id" uuid NOT NULL,
	CONSTRAINT "comunicacao_segmentacao_comunicacao_id_segmentacao_id_pk" PRIMARY KEY("comunicacao_id","segmentacao_id")
);
--> statement-breakpoint
ALTER TABLE "comunicacao_segmentacao" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "comunicacao_unidade" (
	"tenant_id" uuid NOT NULL,
	"comunicacao_id" uuid NOT NULL,
	"unidade_de_negocio_id" uuid NOT NULL,
	CONSTRAINT "comunicacao_unidade_comunicacao_id_unidade_de_negocio_id_pk" PRIMARY KEY("comunicacao_id","unidade_de_negocio_id")
);
--> statement-breakpoint
ALTER TABLE "comunicacao_unidade" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "comunicacao_usuario" (
	"tenant_id" uuid NOT NULL,
	"comunicacao_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"oculta" boolean DEFAULT false NOT NULL,
	"visualizada_em" timestamp with time zone,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comunicacao_usuario_comunicacao_id_usuario_id_pk" PRIMARY KEY("comunicacao_id","usuario_id")
);
--> statement-breakpoint
ALTER TABLE "comunicacao_usuario" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "comunicacao" ADD CONSTRAINT "comunicacao_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicacao_cargo" ADD CONSTRAINT "comunicacao_cargo_comunicacao_fk" FOREIGN KEY ("tenant_id","comunicacao_id") REFERENCES "public"."comunicacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicacao_cargo" ADD CONSTRAINT "comunicacao_cargo_cargo_fk" FOREIGN KEY ("tenant_id","cargo_id") REFERENCES "public"."cargo"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicacao_contrato" ADD CONSTRAINT "comunicacao_contrato_contrato_id_contrato_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contrato"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicacao_contrato" ADD CONSTRAINT "comunicacao_contrato_comunicacao_fk" FOREIGN KEY ("tenant_id","comunicacao_id") REFERENCES "public"."comunicacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicacao_departamento" ADD CONSTRAINT "comunicacao_departamento_comunicacao_fk" FOREIGN KEY ("tenant_id","comunicacao_id") REFERENCES "public"."comunicacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicacao_departamento" ADD CONSTRAINT "comunicacao_departamento_departamento_fk" FOREIGN KEY ("tenant_id","departamento_id") REFERENCES "public"."departamento"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicacao_postagem" ADD CONSTRAINT "comunicacao_postagem_comunicacao_fk" FOREIGN KEY ("tenant_id","comunicacao_id") REFERENCES "public"."comunicacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicacao_segmentacao" ADD CONSTRAINT "comunicacao_segmentacao_comunicacao_fk" FOREIGN KEY ("tenant_id","comunicacao_id") REFERENCES "public"."comunicacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicacao_segmentacao" ADD CONSTRAINT "comunicacao_segmentacao_segmentacao_fk" FOREIGN KEY ("tenant_id","segmentacao_id") REFERENCES "public"."segmentacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicacao_unidade" ADD CONSTRAINT "comunicacao_unidade_comunicacao_fk" FOREIGN KEY ("tenant_id","comunicacao_id") REFERENCES "public"."comunicacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicacao_unidade" ADD CONSTRAINT "comunicacao_unidade_unidade_fk" FOREIGN KEY ("tenant_id","unidade_de_negocio_id") REFERENCES "public"."unidade_de_negocio"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicacao_usuario" ADD CONSTRAINT "comunicacao_usuario_comunicacao_fk" FOREIGN KEY ("tenant_id","comunicacao_id") REFERENCES "public"."comunicacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicacao_usuario" ADD CONSTRAINT "comunicacao_usuario_usuario_fk" FOREIGN KEY ("tenant_id","usuario_id") REFERENCES "public"."usuario"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comunicacao_tenant_criado_idx" ON "comunicacao" USING btree ("tenant_id","criado_em");--> statement-breakpoint
CREATE INDEX "comunicacao_tenant_publicada_idx" ON "comunicacao" USING btree ("tenant_id") WHERE "comunicacao"."status" = 'publicada' and "comunicacao"."ativo";--> statement-breakpoint
CREATE INDEX "comunicacao_cargo_cargo_idx" ON "comunicacao_cargo" USING btree ("cargo_id");--> statement-breakpoint
CREATE INDEX "comunicacao_contrato_contrato_idx" ON "comunicacao_contrato" USING btree ("contrato_id");--> statement-breakpoint
CREATE INDEX "comunicacao_departamento_departamento_idx" ON "comunicacao_departamento" USING btree ("departamento_id");--> statement-breakpoint
CREATE INDEX "comunicacao_postagem_comunicacao_idx" ON "comunicacao_postagem" USING btree ("comunicacao_id","ordem");--> statement-breakpoint
CREATE INDEX "comunicacao_segmentacao_segmentacao_idx" ON "comunicacao_segmentacao" USING btree ("segmentacao_id");--> statement-breakpoint
CREATE INDEX "comunicacao_unidade_unidade_idx" ON "comunicacao_unidade" USING btree ("unidade_de_negocio_id");--> statement-breakpoint
CREATE INDEX "comunicacao_usuario_usuario_idx" ON "comunicacao_usuario" USING btree ("usuario_id");--> statement-breakpoint
CREATE POLICY "comunicacao_tenant_isolation" ON "comunicacao" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "comunicacao_cargo_tenant_isolation" ON "comunicacao_cargo" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "comunicacao_contrato_tenant_isolation" ON "comunicacao_contrato" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "comunicacao_departamento_tenant_isolation" ON "comunicacao_departamento" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "comunicacao_postagem_tenant_isolation" ON "comunicacao_postagem" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "comunicacao_segmentacao_tenant_isolation" ON "comunicacao_segmentacao" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "comunicacao_unidade_tenant_isolation" ON "comunicacao_unidade" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "comunicacao_usuario_tenant_isolation" ON "comunicacao_usuario" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);