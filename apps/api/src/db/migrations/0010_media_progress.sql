CREATE TABLE "midia_progresso" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"midia_id" uuid NOT NULL,
	"curso_id" uuid,
	"formacao_id" uuid,
	"percentual" integer DEFAULT 0 NOT NULL,
	"posicao" integer,
	"concluido" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "midia_progresso" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "scorm_acompanhamento" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"midia_id" uuid NOT NULL,
	"curso_id" uuid,
	"formacao_id" uuid,
	"version" text,
	"completion_status" text,
	"completion_threshold" text,
	"credit" text,
	"entry" text,
	"exit" text,
	"launch_data" text,
	"location" text,
	"max_time_allowed" text,
	"mode" text,
	"progress_measure" text,
	"scaled_passing_score" text,
	"score_children" text,
	"score_scaled" text,
	"score_raw" text,
	"score_min" text,
	"score_max" text,
	"session_time" text,
	"success_status" text,
	"suspend_data" text,
	"time_limit_action" text,
	"total_time" text,
	"adl_nav_request" text,
	"scorm_script_link" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scorm_acompanhamento" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "midia_progresso" ADD CONSTRAINT "midia_progresso_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "midia_progresso" ADD CONSTRAINT "midia_progresso_midia_fk" FOREIGN KEY ("tenant_id","midia_id") REFERENCES "public"."midia"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_acompanhamento" ADD CONSTRAINT "scorm_acompanhamento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_acompanhamento" ADD CONSTRAINT "scorm_acompanhamento_midia_fk" FOREIGN KEY ("tenant_id","midia_id") REFERENCES "public"."midia"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "midia_progresso_contexto_uq" ON "midia_progresso" USING btree ("tenant_id","usuario_id","midia_id",coalesce("curso_id", '00000000-0000-0000-0000-000000000000'::uuid),coalesce("formacao_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "midia_progresso_midia_idx" ON "midia_progresso" USING btree ("tenant_id","midia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scorm_acompanhamento_contexto_uq" ON "scorm_acompanhamento" USING btree ("tenant_id","usuario_id","midia_id",coalesce("curso_id", '00000000-0000-0000-0000-000000000000'::uuid),coalesce("formacao_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "scorm_acompanhamento_midia_idx" ON "scorm_acompanhamento" USING btree ("tenant_id","midia_id");--> statement-breakpoint
CREATE POLICY "midia_progresso_tenant_isolation" ON "midia_progresso" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "scorm_acompanhamento_tenant_isolation" ON "scorm_acompanhamento" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);