DROP INDEX "usuario_tenant_nome_idx";--> statement-breakpoint
CREATE INDEX "usuario_tenant_nome_idx" ON "usuario" USING btree ("tenant_id",lower("nome_completo"),"id","nome_completo");