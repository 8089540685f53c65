CREATE TABLE "secao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"observacao" text,
	"exibir_descricao" boolean DEFAULT false NOT NULL,
	"tipo" text DEFAULT 'conteudo' NOT NULL,
	"dt_publicacao_inicial" timestamp with time zone,
	"dt_publicacao_final" timestamp with time zone,
	"ordem_aprendizado" integer DEFAULT 0 NOT NULL,
	"ordem_catalogo" integer DEFAULT 0 NOT NULL,
	"ambiente" text DEFAULT 'both' NOT NULL,
	"orientacao_dos_cards" text DEFAULT 'horizontal' NOT NULL,
	"imagem_card_chave" text,
	"imagem_card_tipo" text,
	"imagem_banner_chave" text,
	"imagem_banner_tipo" text,
	"link" text,
	"link_de_redirecionamento" text,
	"link_de_redirecionamento_new_tab" boolean DEFAULT false NOT NULL,
	"origem" text,
	"secao_origem_id" uuid,
	"publico" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "secao_tenant_id_uq" UNIQUE("tenant_id","id"),
	CONSTRAINT "secao_tipo_ck" CHECK ("secao"."tipo" in ('conteudo', 'comunicacao')),
	CONSTRAINT "secao_ambiente_ck" CHECK ("secao"."ambiente" in ('home', 'catalog', 'both')),
	CONSTRAINT "secao_orientacao_ck" CHECK ("secao"."orientacao_dos_cards" in ('horizontal', 'vertical')),
	CONSTRAINT "secao_janela_ck" CHECK ("secao"."dt_publicacao_inicial" is null or "secao"."dt_publicacao_final" is null or "secao"."dt_publicacao_inicial" <= "secao"."dt_publicacao_final")
);
--> statement-breakpoint
ALTER TABLE "secao" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "secao_cargo" (
	"tenant_id" uuid NOT NULL,
	"secao_id" uuid NOT NULL,
	"cargo_id" uuid NOT NULL,
	CONSTRAINT "secao_cargo_secao_id_cargo_id_pk" PRIMARY KEY("secao_id","cargo_id")
);
--> statement-breakpoint
ALTER TABLE "secao_cargo" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "secao_contrato" (
	"tenant_id" uuid NOT NULL,
	"secao_id" uuid NOT NULL,
	"contrato_id" uuid NOT NULL,
	CONSTRAINT "secao_contrato_secao_id_contrato_id_pk" PRIMARY KEY("secao_id","contrato_id")
);
--> statement-breakpoint
ALTER TABLE "secao_contrato" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "secao_departamento" (
	"tenant_id" uuid NOT NULL,
	"secao_id" uuid NOT NULL,
	"departamento_id" uuid NOT NULL,
	CONSTRAINT "secao_departamento_secao_id_departamento_id_pk" PRIMARY KEY("secao_id","departamento_id")
);
--> statement-breakpoint
ALTER TABLE "secao_departamento" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "secao_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"secao_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"tipo" text NOT NULL,
	"midia_id" uuid,
	CONSTRAINT "secao_item_midia_uq" UNIQUE("secao_id","midia_id"),
	CONSTRAINT "secao_item_tipo_ck" CHECK (("secao_item"."tipo" = 'midia' and "secao_item"."midia_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "secao_item" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "secao_segmentacao" (
	"tenant_id" uuid NOT NULL,
	"secao_id" uuid NOT NULL,
	"segmentacao_id" uuid NOT NULL,
	CONSTRAINT "secao_segmentacao_secao_id_segmentacao_id_pk" PRIMARY KEY("secao_id","segmentacao_id")
);
--> statement-breakpoint
ALTER TABLE "secao_segmentacao" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "secao_unidade" (
	"tenant_id" uuid NOT NULL,
	"secao_id" uuid NOT NULL,
	"unidade_de_negocio_id" uuid NOT NULL,
	CONSTRAINT "secao_unidade_secao_id_unidade_de_negocio_id_pk" PRIMARY KEY("secao_id","unidade_de_negocio_id")
);
--> statement-breakpoint
ALTER TABLE "secao_unidade" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "secao" ADD CONSTRAINT "secao_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secao_cargo" ADD CONSTRAINT "secao_cargo_secao_fk" FOREIGN KEY ("tenant_id","secao_id") REFERENCES "public"."secao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secao_cargo" ADD CONSTRAINT "secao_cargo_cargo_fk" FOREIGN KEY ("tenant_id","cargo_id") REFERENCES "public"."cargo"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secao_contrato" ADD CONSTRAINT "secao_contrato_contrato_id_contrato_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contrato"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secao_contrato" ADD CONSTRAINT "secao_contrato_secao_fk" FOREIGN KEY ("tenant_id","secao_id") REFERENCES "public"."secao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secao_departamento" ADD CONSTRAINT "secao_departamento_secao_fk" FOREIGN KEY ("tenant_id","secao_id") REFERENCES "public"."secao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secao_departamento" ADD CONSTRAINT "secao_departamento_departamento_fk" FOREIGN KEY ("tenant_id","departamento_id") REFERENCES "public"."departamento"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secao_item" ADD CONSTRAINT "secao_item_secao_fk" FOREIGN KEY ("tenant_id","secao_id") REFERENCES "public"."secao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secao_item" ADD CONSTRAINT "secao_item_midia_fk" FOREIGN KEY ("tenant_id","midia_id") REFERENCES "public"."midia"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secao_segmentacao" ADD CONSTRAINT "secao_segmentacao_secao_fk" FOREIGN KEY ("tenant_id","secao_id") REFERENCES "public"."secao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secao_segmentacao" ADD CONSTRAINT "secao_segmentacao_segmentacao_fk" FOREIGN KEY ("tenant_id","segmentacao_id") REFERENCES "public"."segmentacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secao_unidade" ADD CONSTRAINT "secao_unidade_secao_fk" FOREIGN KEY ("tenant_id","secao_id") REFERENCES "public"."secao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secao_unidade" ADD CONSTRAINT "secao_unidade_unidade_fk" FOREIGN KEY ("tenant_id","unidade_de_negocio_id") REFERENCES "public"."unidade_de_negocio"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "secao_tenant_ordem_aprendizado_idx" ON "secao" USING btree ("tenant_id","ordem_aprendizado");--> statement-breakpoint
CREATE INDEX "secao_tenant_ordem_catalogo_idx" ON "secao" USING btree ("tenant_id","ordem_catalogo");--> statement-breakpoint
CREATE INDEX "secao_cargo_cargo_idx" ON "secao_cargo" USING btree ("cargo_id");--> statement-breakpoint
CREATE INDEX "secao_contrato_contrato_idx" ON "secao_contrato" USING btree ("contrato_id");--> statement-breakpoint
CREATE INDEX "secao_departamento_departamento_idx" ON "secao_departamento" USING btree ("departamento_id");--> statement-breakpoint
CREATE INDEX "secao_item_secao_idx" ON "secao_item" USING btree ("secao_id","ordem");--> statement-breakpoint
CREATE INDEX "secao_item_midia_idx" ON "secao_item" USING btree ("midia_id");--> statement-breakpoint
CREATE INDEX "secao_segmentacao_segmentacao_idx" ON "secao_segmentacao" USING btree ("segmentacao_id");--> statement-breakpoint
CREATE INDEX "secao_unidade_unidade_idx" ON "secao_unidade" USING btree ("unidade_de_negocio_id");--> statement-breakpoint
CREATE POLICY "secao_tenant_isolation" ON "secao" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "secao_cargo_tenant_isolation" ON "secao_cargo" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "secao_contrato_tenant_isolation" ON "secao_contrato" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "secao_departamento_tenant_isolation" ON "secao_departamento" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "secao_item_tenant_isolation" ON "secao_item" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "secao_segmentacao_tenant_isolation" ON "secao_segmentacao" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "secao_unidade_tenant_isolation" ON "secao_unidade" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);