ALTER TABLE "secao_item" DROP CONSTRAINT "secao_item_tipo_ck";--> statement-breakpoint
ALTER TABLE "secao_item" ADD COLUMN "curso_id" uuid;--> statement-breakpoint
ALTER TABLE "secao_item" ADD COLUMN "formacao_id" uuid;--> statement-breakpoint
ALTER TABLE "secao_item" ADD CONSTRAINT "secao_item_curso_fk" FOREIGN KEY ("tenant_id","curso_id") REFERENCES "public"."curso"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secao_item" ADD CONSTRAINT "secao_item_formacao_fk" FOREIGN KEY ("tenant_id","formacao_id") REFERENCES "public"."formacao"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "secao_item_curso_idx" ON "secao_item" USING btree ("curso_id");--> statement-breakpoint
CREATE INDEX "secao_item_formacao_idx" ON "secao_item" USING btree ("formacao_id");--> statement-breakpoint
ALTER TABLE "secao_item" ADD CONSTRAINT "secao_item_curso_uq" UNIQUE("secao_id","curso_id");--> statement-breakpoint
ALTER TABLE "secao_item" ADD CONSTRAINT "secao_item_formacao_uq" UNIQUE("secao_id","formacao_id");--> statement-breakpoint
ALTER TABLE "secao_item" ADD CONSTRAINT "secao_item_alvo_ck" CHECK (num_nonnulls("secao_item"."midia_id", "secao_item"."curso_id", "secao_item"."formacao_id") = 1 and case "secao_item"."tipo" when 'midia' then "secao_item"."midia_id" is not null when 'curso' then "secao_item"."curso_id" is not null when 'formacao' then "secao_item"."formacao_id" is not null else false end);