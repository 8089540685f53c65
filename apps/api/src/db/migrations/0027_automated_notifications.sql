CREATE TABLE "notificacao_automatizada" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"condicao" text,
	"tipo_evento" text NOT NULL,
	"intervalo_envio" text NOT NULL,
	"dias_envio" integer,
	"dias_sem_acesso" integer,
	"copiar_gestor" boolean DEFAULT false NOT NULL,
	"destinatario_adicional" text,
	"assunto" text NOT NULL,
	"template" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"ultima_execucao_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificacao_automatizada_tenant_id_uq" UNIQUE("tenant_id","id"),
	CONSTRAINT "notificacao_automatizada_evento_ck" CHECK ("notificacao_automatizada"."tipo_evento" in ('NaoAcessouPlataforma', 'NaoIniciouCursoTrilha', 'VencimentoProximoDoCursoTrilha')),
	CONSTRAINT "notificacao_automatizada_intervalo_ck" CHECK ("notificacao_automatizada"."intervalo_envio" in ('UnicaVez', 'Diariamente', 'Semanalmente', 'Mensalmente'))
);
--> statement-breakpoint
ALTER TABLE "notificacao_automatizada" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "notificacao_automatizada_envio" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"notificacao_automatizada_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"conteudo" text DEFAULT '' NOT NULL,
	"periodo" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"reservado_ate" timestamp with time zone,
	"enviado_em" timestamp with time zone,
	"erro" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificacao_automatizada_envio_uq" UNIQUE("tenant_id","notificacao_automatizada_id","usuario_id","conteudo","periodo")
);
--> statement-breakpoint
ALTER TABLE "notificacao_automatizada_envio" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "notificacao_automatizada_segmentacao" (
	"tenant_id" uuid NOT NULL,
	"notificacao_automatizada_id" uuid NOT NULL,
	"segmentacao_id" uuid NOT NULL,
	CONSTRAINT "notificacao_automatizada_segmentacao_notificacao_automatizada_id_segmentacao_id_pk" PRIMARY KEY("notificacao_automatizada_id","segmentacao_id")
);
--> statement-breakpoint
ALTER TABLE "notificacao_automatizada_segmentacao" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notificacao_automatizada" ADD CONSTRAINT "notificacao_automatizada_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_automatizada_envio" ADD CONSTRAINT "notificacao_automatizada_envio_regra_fk" FOREIGN KEY ("tenant_id","notificacao_automatizada_id") REFERENCES "public"."notificacao_automatizada"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_automatizada_envio" ADD CONSTRAINT "notificacao_automatizada_envio_usuario_fk" FOREIGN KEY ("tenant_id","usuario_id") REFERENCES "public"."usuario"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_automatizada_segmentacao" ADD CONSTRAINT "notificacao_automatizada_segmentacao_regra_fk" FOREIGN KEY ("tenant_id","notificacao_automatizada_id") REFERENCES "public"."notificacao_automatizada"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_automatizada_segmentacao" ADD CONSTRAINT "notificacao_automatizada_segmentacao_seg_fk" FOREIGN KEY ("tenant_id","segmentacao_id") REFERENCES "public"."segmentacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notificacao_automatizada_ativo_idx" ON "notificacao_automatizada" USING btree ("tenant_id","ativo");--> statement-breakpoint
CREATE INDEX "notificacao_automatizada_envio_pendente_idx" ON "notificacao_automatizada_envio" USING btree ("tenant_id","notificacao_automatizada_id") WHERE "notificacao_automatizada_envio"."status" = 'pendente';--> statement-breakpoint
CREATE INDEX "notificacao_automatizada_envio_usuario_idx" ON "notificacao_automatizada_envio" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "notificacao_automatizada_segmentacao_seg_idx" ON "notificacao_automatizada_segmentacao" USING btree ("segmentacao_id");--> statement-breakpoint
CREATE INDEX "log_autenticacao_acesso_idx" ON "log_autenticacao" USING btree ("usuario_id","criado_em") WHERE "log_autenticacao"."sucesso" and "log_autenticacao"."evento" = 'login';--> statement-breakpoint
CREATE POLICY "notificacao_automatizada_tenant_isolation" ON "notificacao_automatizada" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "notificacao_automatizada_envio_tenant_isolation" ON "notificacao_automatizada_envio" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "notificacao_automatizada_segmentacao_tenant_isolation" ON "notificacao_automatizada_segmentacao" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);