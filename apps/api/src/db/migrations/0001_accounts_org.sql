CREATE TABLE "categoria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"origem" text DEFAULT 'Manual' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categoria" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "competencia" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"origem" text DEFAULT 'Manual' NOT NULL,
	"exibir_em" text[] DEFAULT ARRAY['Midia','Curso','Formacao','Avaliacao']::text[] NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competencia_tenant_id_uq" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "competencia" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "cargo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"observacao" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cargo_tenant_id_uq" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "cargo" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "cargo_competencia" (
	"tenant_id" uuid NOT NULL,
	"cargo_id" uuid NOT NULL,
	"competencia_id" uuid NOT NULL,
	CONSTRAINT "cargo_competencia_cargo_id_competencia_id_pk" PRIMARY KEY("cargo_id","competencia_id")
);
--> statement-breakpoint
ALTER TABLE "cargo_competencia" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "departamento" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"observacao" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departamento_tenant_id_uq" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "departamento" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "categoria" ADD CONSTRAINT "categoria_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competencia" ADD CONSTRAINT "competencia_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo" ADD CONSTRAINT "cargo_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_competencia" ADD CONSTRAINT "cargo_competencia_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_competencia" ADD CONSTRAINT "cargo_competencia_cargo_fk" FOREIGN KEY ("tenant_id","cargo_id") REFERENCES "public"."cargo"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_competencia" ADD CONSTRAINT "cargo_competencia_competencia_fk" FOREIGN KEY ("tenant_id","competencia_id") REFERENCES "public"."competencia"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departamento" ADD CONSTRAINT "departamento_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categoria_tenant_nome_uq" ON "categoria" USING btree ("tenant_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "categoria_tenant_criado_idx" ON "categoria" USING btree ("tenant_id","criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "competencia_tenant_nome_uq" ON "competencia" USING btree ("tenant_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "competencia_tenant_criado_idx" ON "competencia" USING btree ("tenant_id","criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "cargo_tenant_nome_uq" ON "cargo" USING btree ("tenant_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "cargo_tenant_criado_idx" ON "cargo" USING btree ("tenant_id","criado_em");--> statement-breakpoint
CREATE INDEX "cargo_competencia_competencia_idx" ON "cargo_competencia" USING btree ("competencia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departamento_tenant_nome_uq" ON "departamento" USING btree ("tenant_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "departamento_tenant_criado_idx" ON "departamento" USING btree ("tenant_id","criado_em");--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_departamento_fk" FOREIGN KEY ("tenant_id","departamento_id") REFERENCES "public"."departamento"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_cargo_fk" FOREIGN KEY ("tenant_id","cargo_id") REFERENCES "public"."cargo"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usuario_departamento_idx" ON "usuario" USING btree ("departamento_id");--> statement-breakpoint
CREATE INDEX "usuario_cargo_idx" ON "usuario" USING btree ("cargo_id");--> statement-breakpoint
CREATE POLICY "categoria_tenant_isolation" ON "categoria" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "competencia_tenant_isolation" ON "competencia" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "cargo_tenant_isolation" ON "cargo" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "cargo_competencia_tenant_isolation" ON "cargo_competencia" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "departamento_tenant_isolation" ON "departamento" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);