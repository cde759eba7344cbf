CREATE TABLE "meal_production" (
	"date" date NOT NULL,
	"slot" "meal_slot" NOT NULL,
	"cooked" integer NOT NULL,
	"leftover" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "meal_production_date_slot_pk" PRIMARY KEY("date","slot"),
	CONSTRAINT "meal_production_portions" CHECK ("meal_production"."cooked" >= 0 and "meal_production"."leftover" >= 0 and "meal_production"."leftover" <= "meal_production"."cooked")
);
--> statement-breakpoint
ALTER TABLE "meal_production" ADD CONSTRAINT "meal_production_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;