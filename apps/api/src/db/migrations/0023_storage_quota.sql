CREATE TABLE "arquivo_armazenado" (
	"tenant_id" uuid NOT NULL,
	"chave" text NOT NULL,
	"bytes" bigint NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arquivo_armazenado_pk" PRIMARY KEY("tenant_id","chave")
);
--> statement-breakpoint
ALTER TABLE "arquivo_armazenado" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "uso_de_armazenamento" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uso_de_armazenamento" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "arquivo_armazenado" ADD CONSTRAINT "arquivo_armazenado_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uso_de_armazenamento" ADD CONSTRAINT "uso_de_armazenamento_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "arquivo_armazenado_tenant_isolation" ON "arquivo_armazenado" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "uso_de_armazenamento_tenant_isolation" ON "uso_de_armazenamento" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);