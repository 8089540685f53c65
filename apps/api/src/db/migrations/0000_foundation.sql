CREATE TABLE "contrato" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"is_distribuidor" boolean DEFAULT false NOT NULL,
	"usuarios_contratados" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "empresa" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"documento_identificacao" text,
	"tipo_pessoa" text DEFAULT 'juridica' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"subdominio" text NOT NULL,
	"contrato_id" uuid,
	"plataforma" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_subdominio_unique" UNIQUE("subdominio")
);
--> statement-breakpoint
CREATE TABLE "identidade" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"cpf" text,
	"senha_hash" text,
	"alterar_senha" boolean DEFAULT false NOT NULL,
	"email_confirmado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identidade_email_unique" UNIQUE("email"),
	CONSTRAINT "identidade_cpf_unique" UNIQUE("cpf")
);
--> statement-breakpoint
CREATE TABLE "log_autenticacao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"usuario_id" uuid,
	"identidade_id" uuid,
	"usuario" text,
	"evento" text NOT NULL,
	"metodo" text DEFAULT 'local' NOT NULL,
	"sucesso" boolean NOT NULL,
	"ip" text,
	"user_agent" text,
	"detalhes" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "log_autenticacao" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identidade_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"familia" uuid NOT NULL,
	"metodo" text DEFAULT 'local' NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"revogado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "token_de_senha" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identidade_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"token_hash" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_de_senha_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "grupo_de_permissao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"funcionalidades" text[] NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grupo_de_permissao_nome_uq" UNIQUE("tenant_id","nome")
);
--> statement-breakpoint
ALTER TABLE "grupo_de_permissao" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "usuario" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"identidade_id" uuid NOT NULL,
	"nome_completo" text NOT NULL,
	"apelido" text,
	"telefone" text,
	"data_de_admissao" date,
	"superior_direto_id" uuid,
	"cargo_id" uuid,
	"departamento_id" uuid,
	"unidade_de_negocio_id" uuid,
	"ativo" boolean DEFAULT true NOT NULL,
	"tipo_pessoa" text DEFAULT 'fisica' NOT NULL,
	"data_termo_de_uso_aceito" timestamp with time zone,
	"termo_de_uso_id" uuid,
	"foto" text,
	"data_de_nascimento" date,
	"usuario_assinatura" boolean DEFAULT false NOT NULL,
	"grupo_de_permissao_id" uuid,
	"nivel" text DEFAULT 'N3' NOT NULL,
	"avaliador" boolean DEFAULT false NOT NULL,
	"classificacao" text DEFAULT 'student' NOT NULL,
	"padrao" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_tenant_identidade_uq" UNIQUE("tenant_id","identidade_id")
);
--> statement-breakpoint
ALTER TABLE "usuario" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "parametro" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parametro" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "termo_de_uso" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"conteudo" text NOT NULL,
	"tipo" text DEFAULT 'Platform' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "termo_de_uso" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "contrato" ADD CONSTRAINT "contrato_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant" ADD CONSTRAINT "tenant_contrato_id_contrato_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contrato"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_autenticacao" ADD CONSTRAINT "log_autenticacao_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_identidade_id_identidade_id_fk" FOREIGN KEY ("identidade_id") REFERENCES "public"."identidade"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_de_senha" ADD CONSTRAINT "token_de_senha_identidade_id_identidade_id_fk" FOREIGN KEY ("identidade_id") REFERENCES "public"."identidade"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo_de_permissao" ADD CONSTRAINT "grupo_de_permissao_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_identidade_id_identidade_id_fk" FOREIGN KEY ("identidade_id") REFERENCES "public"."identidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_grupo_de_permissao_id_grupo_de_permissao_id_fk" FOREIGN KEY ("grupo_de_permissao_id") REFERENCES "public"."grupo_de_permissao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parametro" ADD CONSTRAINT "parametro_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termo_de_uso" ADD CONSTRAINT "termo_de_uso_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "log_autenticacao_tenant_idx" ON "log_autenticacao" USING btree ("tenant_id","criado_em");--> statement-breakpoint
CREATE INDEX "refresh_token_familia_idx" ON "refresh_token" USING btree ("familia");--> statement-breakpoint
CREATE INDEX "usuario_identidade_idx" ON "usuario" USING btree ("identidade_id");--> statement-breakpoint
CREATE INDEX "usuario_tenant_nome_idx" ON "usuario" USING btree ("tenant_id","nome_completo");--> statement-breakpoint
CREATE POLICY "log_autenticacao_tenant_isolation" ON "log_autenticacao" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "grupo_de_permissao_tenant_isolation" ON "grupo_de_permissao" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "usuario_tenant_isolation" ON "usuario" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "parametro_tenant_isolation" ON "parametro" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "termo_de_uso_tenant_isolation" ON "termo_de_uso" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);