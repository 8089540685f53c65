CREATE TABLE "midia_anotacao_usuario" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"midia_id" uuid NOT NULL,
	"curso_id" uuid,
	"formacao_id" uuid,
	"titulo" text NOT NULL,
	"descricao" text,
	"imagem_chave" text,
	"imagem_tipo" text,
	"tempo" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "midia_anotacao_usuario" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "midia_anotacao_usuario" ADD CONSTRAINT "midia_anotacao_usuario_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "midia_anotacao_usuario" ADD CONSTRAINT "midia_anotacao_usuario_midia_fk" FOREIGN KEY ("tenant_id","midia_id") REFERENCES "public"."midia"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "midia_anotacao_usuario_dono_idx" ON "midia_anotacao_usuario" USING btree ("tenant_id","usuario_id","criado_em");--> statement-breakpoint
CREATE INDEX "midia_anotacao_usuario_midia_idx" ON "midia_anotacao_usuario" USING btree ("tenant_id","midia_id");--> statement-breakpoint
CREATE POLICY "midia_anotacao_usuario_tenant_isolation" ON "midia_anotacao_usuario" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);