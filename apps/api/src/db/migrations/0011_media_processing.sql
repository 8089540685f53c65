CREATE TABLE "midia_envio" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"midia_id" uuid,
	"midia_nome" text NOT NULL,
	"arquivo_id" uuid NOT NULL,
	"nome_arquivo" text NOT NULL,
	"tipo_mime" text NOT NULL,
	"tamanho" bigint NOT NULL,
	"status" text NOT NULL,
	"erro" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"concluido_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "midia_envio" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "midia" ADD COLUMN "processing_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "midia" ADD COLUMN "processing_progress" integer;--> statement-breakpoint
ALTER TABLE "midia" ADD COLUMN "processing_error" text;--> statement-breakpoint
ALTER TABLE "midia" ADD COLUMN "processing_file_id" uuid;--> statement-breakpoint
ALTER TABLE "midia" ADD COLUMN "preview_pdf_key" text;--> statement-breakpoint
ALTER TABLE "midia_envio" ADD CONSTRAINT "midia_envio_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "midia_envio" ADD CONSTRAINT "midia_envio_midia_id_midia_id_fk" FOREIGN KEY ("midia_id") REFERENCES "public"."midia"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "midia_envio_tenant_usuario_idx" ON "midia_envio" USING btree ("tenant_id","usuario_id","criado_em");--> statement-breakpoint
CREATE INDEX "midia_envio_midia_idx" ON "midia_envio" USING btree ("midia_id");--> statement-breakpoint
CREATE POLICY "midia_envio_tenant_isolation" ON "midia_envio" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);