-- The daily meal service (decision 0035): a dated menu of catalogue meals per slot, the skips of members, and
-- the passes served at the counter. One skip and one serving per member and slot are the primary keys' job.
CREATE TYPE "public"."meal_slot" AS ENUM('breakfast', 'lunch', 'dinner');--> statement-breakpoint
CREATE TABLE "meal_servings" (
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"slot" "meal_slot" NOT NULL,
	"served_at" timestamp with time zone DEFAULT now() NOT NULL,
	"served_by" text,
	CONSTRAINT "meal_servings_user_id_date_slot_pk" PRIMARY KEY("user_id","date","slot")
);
--> statement-breakpoint
CREATE TABLE "meal_skips" (
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"slot" "meal_slot" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_skips_user_id_date_slot_pk" PRIMARY KEY("user_id","date","slot")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"date" date NOT NULL,
	"slot" "meal_slot" NOT NULL,
	"meal_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "menu_items_date_slot_meal_id_pk" PRIMARY KEY("date","slot","meal_id")
);
--> statement-breakpoint
ALTER TABLE "meal_servings" ADD CONSTRAINT "meal_servings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_servings" ADD CONSTRAINT "meal_servings_served_by_users_id_fk" FOREIGN KEY ("served_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_skips" ADD CONSTRAINT "meal_skips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_servings_date_slot_idx" ON "meal_servings" USING btree ("date","slot");--> statement-breakpoint
CREATE INDEX "meal_skips_date_slot_idx" ON "meal_skips" USING btree ("date","slot");--> statement-breakpoint
CREATE INDEX "menu_items_meal_idx" ON "menu_items" USING btree ("meal_id");