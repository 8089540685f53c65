ALTER TABLE "usuario" ADD CONSTRAINT "usuario_tenant_id_uq" UNIQUE("tenant_id","id");--> statement-breakpoint
CREATE TABLE "segmentacao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"observacao" text,
	"operador" text DEFAULT 'OR' NOT NULL,
	"generos" text[] DEFAULT '{}'::text[] NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segmentacao_tenant_id_uq" UNIQUE("tenant_id","id"),
	CONSTRAINT "segmentacao_operador_ck" CHECK ("segmentacao"."operador" in ('OR', 'AND'))
);
--> statement-breakpoint
ALTER TABLE "segmentacao" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "segmentacao_cargo" (
	"tenant_id" uuid NOT NULL,
	"segmentacao_id" uuid NOT NULL,
	"cargo_id" uuid NOT NULL,
	CONSTRAINT "segmentacao_cargo_segmentacao_id_cargo_id_pk" PRIMARY KEY("segmentacao_id","cargo_id")
);
--> statement-breakpoint
ALTER TABLE "segmentacao_cargo" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "segmentacao_departamento" (
	"tenant_id" uuid NOT NULL,
	"segmentacao_id" uuid NOT NULL,
	"departamento_id" uuid NOT NULL,
	CONSTRAINT "segmentacao_departamento_segmentacao_id_departamento_id_pk" PRIMARY KEY("segmentacao_id","departamento_id")
);
--> statement-breakpoint
ALTER TABLE "segmentacao_departamento" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "segmentacao_unidade" (
	"tenant_id" uuid NOT NULL,
	"segmentacao_id" uuid NOT NULL,
	"unidade_de_negocio_id" uuid NOT NULL,
	CONSTRAINT "segmentacao_unidade_segmentacao_id_unidade_de_negocio_id_pk" PRIMARY KEY("segmentacao_id","unidade_de_negocio_id")
);
--> statement-breakpoint
ALTER TABLE "segmentacao_unidade" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "segmentacao_usuario" (
	"tenant_id" uuid NOT NULL,
	"segmentacao_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	CONSTRAINT "segmentacao_usuario_segmentacao_id_usuario_id_pk" PRIMARY KEY("segmentacao_id","usuario_id")
);
--> statement-breakpoint
ALTER TABLE "segmentacao_usuario" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "segmentacao" ADD CONSTRAINT "segmentacao_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segmentacao_cargo" ADD CONSTRAINT "segmentacao_cargo_segmentacao_fk" FOREIGN KEY ("tenant_id","segmentacao_id") REFERENCES "public"."segmentacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segmentacao_cargo" ADD CONSTRAINT "segmentacao_cargo_cargo_fk" FOREIGN KEY ("tenant_id","cargo_id") REFERENCES "public"."cargo"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segmentacao_departamento" ADD CONSTRAINT "segmentacao_departamento_segmentacao_fk" FOREIGN KEY ("tenant_id","segmentacao_id") REFERENCES "public"."segmentacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segmentacao_departamento" ADD CONSTRAINT "segmentacao_departamento_departamento_fk" FOREIGN KEY ("tenant_id","departamento_id") REFERENCES "public"."departamento"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segmentacao_unidade" ADD CONSTRAINT "segmentacao_unidade_segmentacao_fk" FOREIGN KEY ("tenant_id","segmentacao_id") REFERENCES "public"."segmentacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segmentacao_unidade" ADD CONSTRAINT "segmentacao_unidade_unidade_fk" FOREIGN KEY ("tenant_id","unidade_de_negocio_id") REFERENCES "public"."unidade_de_negocio"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segmentacao_usuario" ADD CONSTRAINT "segmentacao_usuario_segmentacao_fk" FOREIGN KEY ("tenant_id","segmentacao_id") REFERENCES "public"."segmentacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segmentacao_usuario" ADD CONSTRAINT "segmentacao_usuario_usuario_fk" FOREIGN KEY ("tenant_id","usuario_id") REFERENCES "public"."usuario"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "segmentacao_tenant_nome_uq" ON "segmentacao" USING btree ("tenant_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "segmentacao_tenant_criado_idx" ON "segmentacao" USING btree ("tenant_id","criado_em");--> statement-breakpoint
CREATE INDEX "segmentacao_cargo_cargo_idx" ON "segmentacao_cargo" USING btree ("cargo_id");--> statement-breakpoint
CREATE INDEX "segmentacao_departamento_departamento_idx" ON "segmentacao_departamento" USING btree ("departamento_id");--> statement-breakpoint
CREATE INDEX "segmentacao_unidade_unidade_idx" ON "segmentacao_unidade" USING btree ("unidade_de_negocio_id");--> statement-breakpoint
CREATE INDEX "segmentacao_usuario_usuario_idx" ON "segmentacao_usuario" USING btree ("usuario_id");--> statement-breakpoint
CREATE POLICY "segmentacao_tenant_isolation" ON "segmentacao" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "segmentacao_cargo_tenant_isolation" ON "segmentacao_cargo" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "segmentacao_departamento_tenant_isolation" ON "segmentacao_departamento" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "segmentacao_unidade_tenant_isolation" ON "segmentacao_unidade" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "segmentacao_usuario_tenant_isolation" ON "segmentacao_usuario" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);