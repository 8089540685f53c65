CREATE TABLE "painel_bi" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"codigo" text NOT NULL,
	"url" text NOT NULL,
	"publico" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"classificacao" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "painel_bi_tenant_id_uq" UNIQUE("tenant_id","id"),
	CONSTRAINT "painel_bi_classificacao_ck" CHECK ("painel_bi"."classificacao" is null or "painel_bi"."classificacao" in ('student', 'manager', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "painel_bi" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "painel_bi_acesso" (
	"tenant_id" uuid NOT NULL,
	"painel_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "painel_bi_acesso_painel_id_usuario_id_pk" PRIMARY KEY("painel_id","usuario_id")
);
--> statement-breakpoint
ALTER TABLE "painel_bi_acesso" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "painel_bi_contrato" (
	"tenant_id" uuid NOT NULL,
	"painel_id" uuid NOT NULL,
	"contrato_id" uuid NOT NULL,
	CONSTRAINT "painel_bi_contrato_painel_id_contrato_id_pk" PRIMARY KEY("painel_id","contrato_id")
);
--> statement-breakpoint
ALTER TABLE "painel_bi_contrato" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "painel_bi_parametro" (
	"tenant_id" uuid NOT NULL,
	"painel_id" uuid NOT NULL,
	"parametro_id" text NOT NULL,
	"ordem" integer NOT NULL,
	"valor" text DEFAULT '' NOT NULL,
	"tipo" text NOT NULL,
	"descricao" text,
	CONSTRAINT "painel_bi_parametro_painel_id_parametro_id_pk" PRIMARY KEY("painel_id","parametro_id"),
	CONSTRAINT "painel_bi_parametro_tipo_ck" CHECK ("painel_bi_parametro"."tipo" in ('tenantId', 'superiorId', 'usuarioId', 'fixed'))
);
--> statement-breakpoint
ALTER TABLE "painel_bi_parametro" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "painel_bi" ADD CONSTRAINT "painel_bi_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "painel_bi_acesso" ADD CONSTRAINT "painel_bi_acesso_painel_id_painel_bi_id_fk" FOREIGN KEY ("painel_id") REFERENCES "public"."painel_bi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "painel_bi_acesso" ADD CONSTRAINT "painel_bi_acesso_usuario_fk" FOREIGN KEY ("tenant_id","usuario_id") REFERENCES "public"."usuario"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "painel_bi_contrato" ADD CONSTRAINT "painel_bi_contrato_contrato_id_contrato_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contrato"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "painel_bi_contrato" ADD CONSTRAINT "painel_bi_contrato_painel_fk" FOREIGN KEY ("tenant_id","painel_id") REFERENCES "public"."painel_bi"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "painel_bi_parametro" ADD CONSTRAINT "painel_bi_parametro_painel_fk" FOREIGN KEY ("tenant_id","painel_id") REFERENCES "public"."painel_bi"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "painel_bi_codigo_uq" ON "painel_bi" USING btree ("tenant_id",lower("codigo"));--> statement-breakpoint
CREATE INDEX "painel_bi_acesso_usuario_idx" ON "painel_bi_acesso" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "painel_bi_contrato_contrato_idx" ON "painel_bi_contrato" USING btree ("contrato_id");--> statement-breakpoint
CREATE POLICY "painel_bi_tenant_isolation" ON "painel_bi" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "painel_bi_acesso_tenant_isolation" ON "painel_bi_acesso" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "painel_bi_contrato_tenant_isolation" ON "painel_bi_contrato" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "painel_bi_parametro_tenant_isolation" ON "painel_bi_parametro" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);