CREATE TABLE "midia" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"tipo" text NOT NULL,
	"pullzone" text,
	"video_id" text,
	"data_de_expiracao" timestamp with time zone,
	"duracao" integer,
	"categoria_id" uuid,
	"secoes_ids" uuid[] DEFAULT ARRAY[]::uuid[] NOT NULL,
	"link" text,
	"codigo" text,
	"scorm_type" text,
	"hls_playlist_url" text,
	"scorm_script_url" text,
	"capitulos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"marca_dagua" jsonb NOT NULL,
	"finalizado" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"permitir_download" boolean DEFAULT false NOT NULL,
	"bloquear_avanco" boolean DEFAULT false NOT NULL,
	"incorporado" boolean DEFAULT false NOT NULL,
	"qr_code" boolean DEFAULT false NOT NULL,
	"origem" text DEFAULT 'Manual' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "midia_tenant_id_uq" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "midia" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "midia_arquivo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"midia_id" uuid NOT NULL,
	"papel" text NOT NULL,
	"chave" text NOT NULL,
	"nome_arquivo" text NOT NULL,
	"tipo_mime" text NOT NULL,
	"tamanho" bigint NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "midia_arquivo" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "midia_competencia" (
	"tenant_id" uuid NOT NULL,
	"midia_id" uuid NOT NULL,
	"competencia_id" uuid NOT NULL,
	CONSTRAINT "midia_competencia_midia_id_competencia_id_pk" PRIMARY KEY("midia_id","competencia_id")
);
--> statement-breakpoint
ALTER TABLE "midia_competencia" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "midia_legenda" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"midia_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"srclang" text NOT NULL,
	"chave" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "midia_legenda" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "midia" ADD CONSTRAINT "midia_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "midia" ADD CONSTRAINT "midia_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "midia_arquivo" ADD CONSTRAINT "midia_arquivo_midia_fk" FOREIGN KEY ("tenant_id","midia_id") REFERENCES "public"."midia"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "midia_competencia" ADD CONSTRAINT "midia_competencia_midia_fk" FOREIGN KEY ("tenant_id","midia_id") REFERENCES "public"."midia"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "midia_competencia" ADD CONSTRAINT "midia_competencia_competencia_fk" FOREIGN KEY ("tenant_id","competencia_id") REFERENCES "public"."competencia"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "midia_legenda" ADD CONSTRAINT "midia_legenda_midia_fk" FOREIGN KEY ("tenant_id","midia_id") REFERENCES "public"."midia"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "midia_tenant_codigo_uq" ON "midia" USING btree ("tenant_id",lower("codigo")) WHERE "midia"."codigo" is not null;--> statement-breakpoint
CREATE INDEX "midia_tenant_criado_idx" ON "midia" USING btree ("tenant_id","criado_em");--> statement-breakpoint
CREATE INDEX "midia_tenant_tipo_idx" ON "midia" USING btree ("tenant_id","tipo");--> statement-breakpoint
CREATE INDEX "midia_arquivo_midia_idx" ON "midia_arquivo" USING btree ("midia_id","papel","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "midia_arquivo_papel_unico_uq" ON "midia_arquivo" USING btree ("midia_id","papel") WHERE "midia_arquivo"."papel" <> 'carrossel';--> statement-breakpoint
CREATE INDEX "midia_competencia_competencia_idx" ON "midia_competencia" USING btree ("competencia_id");--> statement-breakpoint
CREATE INDEX "midia_legenda_midia_idx" ON "midia_legenda" USING btree ("midia_id");--> statement-breakpoint
CREATE POLICY "midia_tenant_isolation" ON "midia" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "midia_arquivo_tenant_isolation" ON "midia_arquivo" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "midia_competencia_tenant_isolation" ON "midia_competencia" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "midia_legenda_tenant_isolation" ON "midia_legenda" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);