CREATE TABLE "dispositivo_push" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"token" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"tipo" text DEFAULT 'PUSH' NOT NULL,
	"dispositivo" text DEFAULT 'Web Browser' NOT NULL,
	"produto" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_envio_em" timestamp with time zone,
	CONSTRAINT "dispositivo_push_endpoint_uq" UNIQUE("tenant_id","endpoint")
);
--> statement-breakpoint
ALTER TABLE "dispositivo_push" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "notificacao_push" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"conteudo" text DEFAULT '' NOT NULL,
	"link" text,
	"lida" boolean DEFAULT false NOT NULL,
	"lida_em" timestamp with time zone,
	"envio" text DEFAULT 'pendente' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificacao_push_tipo_ck" CHECK ("notificacao_push"."tipo" in ('correcao', 'certificado', 'certificadoExterno', 'comunicacao', 'inscricao', 'manual')),
	CONSTRAINT "notificacao_push_envio_ck" CHECK ("notificacao_push"."envio" in ('pendente', 'concluido'))
);
--> statement-breakpoint
ALTER TABLE "notificacao_push" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "dispositivo_push" ADD CONSTRAINT "dispositivo_push_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispositivo_push" ADD CONSTRAINT "dispositivo_push_usuario_fk" FOREIGN KEY ("tenant_id","usuario_id") REFERENCES "public"."usuario"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_push" ADD CONSTRAINT "notificacao_push_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_push" ADD CONSTRAINT "notificacao_push_usuario_fk" FOREIGN KEY ("tenant_id","usuario_id") REFERENCES "public"."usuario"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispositivo_push_usuario_idx" ON "dispositivo_push" USING btree ("tenant_id","usuario_id");--> statement-breakpoint
CREATE INDEX "notificacao_push_usuario_idx" ON "notificacao_push" USING btree ("tenant_id","usuario_id","criado_em" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notificacao_push_nao_lida_idx" ON "notificacao_push" USING btree ("tenant_id","usuario_id") WHERE not "notificacao_push"."lida";--> statement-breakpoint
CREATE INDEX "notificacao_push_pendente_idx" ON "notificacao_push" USING btree ("tenant_id","criado_em") WHERE "notificacao_push"."envio" = 'pendente';--> statement-breakpoint
CREATE POLICY "dispositivo_push_tenant_isolation" ON "dispositivo_push" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "notificacao_push_tenant_isolation" ON "notificacao_push" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);