DROP INDEX "usuario_tenant_nome_idx";--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "codigo_conta_agb" text;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "data_de_contrato" date;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "data_de_validade" date;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "observacao" text;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "espaco_em_disco_contratado" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "limite_de_registros_de_cursos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "limite_de_registro_de_formacoes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "arquivo" text;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "nome_do_responsavel" text;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "email_do_responsavel" text;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "celular_do_responsavel" text;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "url_de_acesso_padrao" text;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "url_de_acesso_personalizado" text;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "email_de_comunicacao" text;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "tipo_pessoa_gestor" text DEFAULT 'fisica' NOT NULL;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "cpf_gestor" text;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "email_gestor" text;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "nome_gestor" text;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "person_id_gestor" uuid;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "user_id_gestor" uuid;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "classificacao_cliente" text;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "status_projeto" text DEFAULT 'experimentation' NOT NULL;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "produtos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "sso" jsonb;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "sso_client_secret" text;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "cancelado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contrato" ADD COLUMN "atualizado_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "nome_fantasia" text;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "cep" text;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "logradouro" text;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "numero" text;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "complemento" text;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "bairro" text;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "cidade" text;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "estado" text;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "pais" text;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "nome_contato" text;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "email_contato" text;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "telefone_contato" text;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "nome_gestor" text;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "email_gestor" text;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "telefone_gestor" text;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "atualizado_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "genero" text;--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "idioma_preferido" text;--> statement-breakpoint
CREATE UNIQUE INDEX "empresa_documento_uq" ON "empresa" USING btree ("documento_identificacao") WHERE "empresa"."documento_identificacao" is not null;--> statement-breakpoint
CREATE INDEX "usuario_tenant_criado_idx" ON "usuario" USING btree ("tenant_id","criado_em","id");--> statement-breakpoint
CREATE INDEX "usuario_tenant_nome_idx" ON "usuario" USING btree ("tenant_id",lower("nome_completo"),"id");