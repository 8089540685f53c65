CREATE SEQUENCE "public"."versao_de_cache_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "versao_de_cache" (
	"tenant_id" uuid NOT NULL,
	"escopo" text NOT NULL,
	"versao" bigint NOT NULL,
	CONSTRAINT "versao_de_cache_pk" PRIMARY KEY("tenant_id","escopo")
);
--> statement-breakpoint
ALTER TABLE "versao_de_cache" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "versao_de_cache_leitura" ON "versao_de_cache" AS PERMISSIVE FOR SELECT TO "app_user" USING (true);