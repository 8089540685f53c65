CREATE TABLE "inscricao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"curso_id" uuid,
	"formacao_id" uuid,
	"origem" text DEFAULT 'manual' NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"data_inscricao" timestamp with time zone DEFAULT now() NOT NULL,
	"percentual" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'not-started' NOT NULL,
	"aproveitamento" integer,
	"iniciado_em" timestamp with time zone,
	"concluido_em" timestamp with time zone,
	"termo_introducao_aceito_em" timestamp with time zone,
	"termo_conclusao_aceito_em" timestamp with time zone,
	"inscrito_por_id" uuid,
	"inscricao_automatizada_id" uuid,
	"cancelado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inscricao_alvo_ck" CHECK (("inscricao"."tipo" = 'curso' and "inscricao"."curso_id" is not null and "inscricao"."formacao_id" is null) or ("inscricao"."tipo" = 'formacao' and "inscricao"."formacao_id" is not null and "inscricao"."curso_id" is null)),
	CONSTRAINT "inscricao_percentual_ck" CHECK ("inscricao"."percentual" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "inscricao" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "inscricao_automatizada" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"cargo_id" uuid,
	"unidade_de_negocio_id" uuid,
	"data_inicio" timestamp with time zone DEFAULT now() NOT NULL,
	"notificar_por_email" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"aplicada_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inscricao_automatizada_tenant_id_uq" UNIQUE("tenant_id","id"),
	CONSTRAINT "inscricao_automatizada_alvo_ck" CHECK (("inscricao_automatizada"."tipo" = 'Cargo' and "inscricao_automatizada"."cargo_id" is not null and "inscricao_automatizada"."unidade_de_negocio_id" is null) or ("inscricao_automatizada"."tipo" = 'Unidade' and "inscricao_automatizada"."unidade_de_negocio_id" is not null and "inscricao_automatizada"."cargo_id" is null))
);
--> statement-breakpoint
ALTER TABLE "inscricao_automatizada" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "inscricao_automatizada_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"inscricao_automatizada_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"tipo" text NOT NULL,
	"curso_id" uuid,
	"formacao_id" uuid,
	CONSTRAINT "inscricao_automatizada_item_alvo_ck" CHECK (("inscricao_automatizada_item"."tipo" = 'curso' and "inscricao_automatizada_item"."curso_id" is not null and "inscricao_automatizada_item"."formacao_id" is null) or ("inscricao_automatizada_item"."tipo" = 'formacao' and "inscricao_automatizada_item"."formacao_id" is not null and "inscricao_automatizada_item"."curso_id" is null))
);
--> statement-breakpoint
ALTER TABLE "inscricao_automatizada_item" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "favorito" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"midia_id" uuid,
	"curso_id" uuid,
	"formacao_id" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorito_alvo_ck" CHECK (num_nonnulls("favorito"."midia_id", "favorito"."curso_id", "favorito"."formacao_id") = 1 and case "favorito"."tipo" when 'midia' then "favorito"."midia_id" is not null when 'curso' then "favorito"."curso_id" is not null when 'formacao' then "favorito"."formacao_id" is not null else false end)
);
--> statement-breakpoint
ALTER TABLE "favorito" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "reacao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"midia_id" uuid,
	"curso_id" uuid,
	"formacao_id" uuid,
	"reacao" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reacao_alvo_ck" CHECK (num_nonnulls("reacao"."midia_id", "reacao"."curso_id", "reacao"."formacao_id") = 1 and case "reacao"."tipo" when 'midia' then "reacao"."midia_id" is not null when 'curso' then "reacao"."curso_id" is not null when 'formacao' then "reacao"."formacao_id" is not null else false end)
);
--> statement-breakpoint
ALTER TABLE "reacao" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "inscricao" ADD CONSTRAINT "inscricao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao" ADD CONSTRAINT "inscricao_curso_fk" FOREIGN KEY ("tenant_id","curso_id") REFERENCES "public"."curso"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao" ADD CONSTRAINT "inscricao_formacao_fk" FOREIGN KEY ("tenant_id","formacao_id") REFERENCES "public"."formacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao_automatizada" ADD CONSTRAINT "inscricao_automatizada_cargo_fk" FOREIGN KEY ("tenant_id","cargo_id") REFERENCES "public"."cargo"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao_automatizada" ADD CONSTRAINT "inscricao_automatizada_unidade_fk" FOREIGN KEY ("tenant_id","unidade_de_negocio_id") REFERENCES "public"."unidade_de_negocio"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao_automatizada_item" ADD CONSTRAINT "inscricao_automatizada_item_regra_fk" FOREIGN KEY ("tenant_id","inscricao_automatizada_id") REFERENCES "public"."inscricao_automatizada"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao_automatizada_item" ADD CONSTRAINT "inscricao_automatizada_item_curso_fk" FOREIGN KEY ("tenant_id","curso_id") REFERENCES "public"."curso"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao_automatizada_item" ADD CONSTRAINT "inscricao_automatizada_item_formacao_fk" FOREIGN KEY ("tenant_id","formacao_id") REFERENCES "public"."formacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorito" ADD CONSTRAINT "favorito_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorito" ADD CONSTRAINT "favorito_midia_fk" FOREIGN KEY ("tenant_id","midia_id") REFERENCES "public"."midia"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorito" ADD CONSTRAINT "favorito_curso_fk" FOREIGN KEY ("tenant_id","curso_id") REFERENCES "public"."curso"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorito" ADD CONSTRAINT "favorito_formacao_fk" FOREIGN KEY ("tenant_id","formacao_id") REFERENCES "public"."formacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reacao" ADD CONSTRAINT "reacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reacao" ADD CONSTRAINT "reacao_midia_fk" FOREIGN KEY ("tenant_id","midia_id") REFERENCES "public"."midia"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reacao" ADD CONSTRAINT "reacao_curso_fk" FOREIGN KEY ("tenant_id","curso_id") REFERENCES "public"."curso"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reacao" ADD CONSTRAINT "reacao_formacao_fk" FOREIGN KEY ("tenant_id","formacao_id") REFERENCES "public"."formacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inscricao_usuario_curso_uq" ON "inscricao" USING btree ("tenant_id","usuario_id","curso_id") WHERE "inscricao"."curso_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "inscricao_usuario_formacao_uq" ON "inscricao" USING btree ("tenant_id","usuario_id","formacao_id") WHERE "inscricao"."formacao_id" is not null;--> statement-breakpoint
CREATE INDEX "inscricao_usuario_atualizado_idx" ON "inscricao" USING btree ("tenant_id","usuario_id","atualizado_em");--> statement-breakpoint
CREATE INDEX "inscricao_curso_idx" ON "inscricao" USING btree ("tenant_id","curso_id","status");--> statement-breakpoint
CREATE INDEX "inscricao_formacao_idx" ON "inscricao" USING btree ("tenant_id","formacao_id","status");--> statement-breakpoint
CREATE INDEX "inscricao_automatizada_cargo_idx" ON "inscricao_automatizada" USING btree ("tenant_id","cargo_id");--> statement-breakpoint
CREATE INDEX "inscricao_automatizada_unidade_idx" ON "inscricao_automatizada" USING btree ("tenant_id","unidade_de_negocio_id");--> statement-breakpoint
CREATE INDEX "inscricao_automatizada_item_regra_idx" ON "inscricao_automatizada_item" USING btree ("inscricao_automatizada_id","ordem");--> statement-breakpoint
CREATE INDEX "inscricao_automatizada_item_curso_idx" ON "inscricao_automatizada_item" USING btree ("curso_id");--> statement-breakpoint
CREATE INDEX "inscricao_automatizada_item_formacao_idx" ON "inscricao_automatizada_item" USING btree ("formacao_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorito_alvo_uq" ON "favorito" USING btree ("tenant_id","usuario_id","tipo",coalesce("midia_id", "curso_id", "formacao_id"));--> statement-breakpoint
CREATE INDEX "favorito_usuario_idx" ON "favorito" USING btree ("tenant_id","usuario_id","criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "reacao_alvo_uq" ON "reacao" USING btree ("tenant_id","usuario_id","tipo",coalesce("midia_id", "curso_id", "formacao_id"));--> statement-breakpoint
CREATE INDEX "reacao_midia_idx" ON "reacao" USING btree ("tenant_id","midia_id");--> statement-breakpoint
CREATE INDEX "reacao_curso_idx" ON "reacao" USING btree ("tenant_id","curso_id");--> statement-breakpoint
CREATE INDEX "reacao_formacao_idx" ON "reacao" USING btree ("tenant_id","formacao_id");--> statement-breakpoint
CREATE POLICY "inscricao_tenant_isolation" ON "inscricao" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "inscricao_automatizada_tenant_isolation" ON "inscricao_automatizada" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "inscricao_automatizada_item_tenant_isolation" ON "inscricao_automatizada_item" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "favorito_tenant_isolation" ON "favorito" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "reacao_tenant_isolation" ON "reacao" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);