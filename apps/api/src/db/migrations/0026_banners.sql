CREATE TABLE "personalizacao_fundo_banner" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"ambiente" text NOT NULL,
	"tipo_plano_de_fundo" text,
	"plano_de_fundo_id" text,
	"plano_de_fundo_url" text,
	"tipo_recurso" text NOT NULL,
	"banner_id" text,
	"banner_url" text,
	"link_redirecionamento_banner" text,
	"new_tab" boolean DEFAULT false NOT NULL,
	"publico" boolean DEFAULT true NOT NULL,
	"duracao" integer NOT NULL,
	"markdown_conteudo" text,
	"background_conteudo" text,
	"background_copied_from" uuid,
	"origem" text DEFAULT 'Cliente' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "personalizacao_fundo_banner" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "personalizacao_fundo_banner" ADD CONSTRAINT "personalizacao_fundo_banner_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personalizacao_fundo_banner_tenant_ordem_idx" ON "personalizacao_fundo_banner" USING btree ("tenant_id","ordem");--> statement-breakpoint
CREATE POLICY "personalizacao_fundo_banner_tenant_isolation" ON "personalizacao_fundo_banner" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- Cache versions (0022): the learners' home and catalog keep the rows while the tenant's 'banners' version stands.
CREATE TRIGGER personalizacao_fundo_banner_cache_ins AFTER INSERT ON personalizacao_fundo_banner REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION versao_de_cache_por_tenant('banners');
--> statement-breakpoint
CREATE TRIGGER personalizacao_fundo_banner_cache_upd AFTER UPDATE ON personalizacao_fundo_banner REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION versao_de_cache_por_tenant('banners');
--> statement-breakpoint
CREATE TRIGGER personalizacao_fundo_banner_cache_del AFTER DELETE ON personalizacao_fundo_banner REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION versao_de_cache_por_tenant('banners');
