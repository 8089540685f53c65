CREATE TABLE "certificado" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"imprime_verso" boolean DEFAULT false NOT NULL,
	"json_certificado" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificado_tenant_id_uq" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "certificado" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "certificado_arquivo" (
	"tenant_id" uuid NOT NULL,
	"certificado_id" uuid NOT NULL,
	"alias" text NOT NULL,
	"chave" text NOT NULL,
	"tipo_mime" text NOT NULL,
	"tamanho" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificado_arquivo_pk" PRIMARY KEY("certificado_id","alias")
);
--> statement-breakpoint
ALTER TABLE "certificado_arquivo" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "certificado_usuario" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"certificado_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"curso_id" uuid,
	"formacao_id" uuid,
	"inscricao_id" uuid,
	"credencial" text NOT NULL,
	"dados" jsonb NOT NULL,
	"emitido_em" timestamp with time zone DEFAULT now() NOT NULL,
	"concluido_em" timestamp with time zone NOT NULL,
	"imagem_chave" text,
	"imagem_tipo" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificado_usuario" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "certificado" ADD CONSTRAINT "certificado_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificado_arquivo" ADD CONSTRAINT "certificado_arquivo_certificado_fk" FOREIGN KEY ("tenant_id","certificado_id") REFERENCES "public"."certificado"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificado_usuario" ADD CONSTRAINT "certificado_usuario_certificado_fk" FOREIGN KEY ("tenant_id","certificado_id") REFERENCES "public"."certificado"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificado_usuario" ADD CONSTRAINT "certificado_usuario_usuario_fk" FOREIGN KEY ("tenant_id","usuario_id") REFERENCES "public"."usuario"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificado_tenant_criado_idx" ON "certificado" USING btree ("tenant_id","criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "certificado_usuario_credencial_uq" ON "certificado_usuario" USING btree ("credencial");--> statement-breakpoint
CREATE UNIQUE INDEX "certificado_usuario_curso_uq" ON "certificado_usuario" USING btree ("tenant_id","usuario_id","curso_id") WHERE "certificado_usuario"."curso_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "certificado_usuario_formacao_uq" ON "certificado_usuario" USING btree ("tenant_id","usuario_id","formacao_id") WHERE "certificado_usuario"."formacao_id" is not null;--> statement-breakpoint
CREATE INDEX "certificado_usuario_dono_idx" ON "certificado_usuario" USING btree ("tenant_id","usuario_id","emitido_em");--> statement-breakpoint
CREATE INDEX "certificado_usuario_certificado_idx" ON "certificado_usuario" USING btree ("tenant_id","certificado_id");--> statement-breakpoint
-- Certificate ids were kept as given before templates existed: clear the ones that name no template.
UPDATE "curso" SET "certificado_id" = NULL WHERE "certificado_id" IS NOT NULL;--> statement-breakpoint
UPDATE "formacao" SET "certificado_id" = NULL WHERE "certificado_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "curso" ADD CONSTRAINT "curso_certificado_fk" FOREIGN KEY ("tenant_id","certificado_id") REFERENCES "public"."certificado"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formacao" ADD CONSTRAINT "formacao_certificado_fk" FOREIGN KEY ("tenant_id","certificado_id") REFERENCES "public"."certificado"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "certificado_tenant_isolation" ON "certificado" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "certificado_arquivo_tenant_isolation" ON "certificado_arquivo" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "certificado_usuario_tenant_isolation" ON "certificado_usuario" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);