-- Diet tags and allergens on meals (upcoming ones too: one table) and each student's diet profile (decision
-- 0038). diet_keys holds the tags plus 'without:<allergen>' for each allergen a meal lacks, so the list's diet and
-- avoid filters are one GIN-indexed containment. Existing meals start with empty lists.
CREATE TABLE "diet_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"diet" text[] DEFAULT '{}' NOT NULL,
	"avoid" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "diet_tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "allergens" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "diet_keys" text[] GENERATED ALWAYS AS (diet_tags || array_remove(array[case when not ('gluten' = any(allergens)) then 'without:gluten' end, case when not ('crustaceans' = any(allergens)) then 'without:crustaceans' end, case when not ('eggs' = any(allergens)) then 'without:eggs' end, case when not ('fish' = any(allergens)) then 'without:fish' end, case when not ('peanuts' = any(allergens)) then 'without:peanuts' end, case when not ('soybeans' = any(allergens)) then 'without:soybeans' end, case when not ('milk' = any(allergens)) then 'without:milk' end, case when not ('tree-nuts' = any(allergens)) then 'without:tree-nuts' end, case when not ('celery' = any(allergens)) then 'without:celery' end, case when not ('mustard' = any(allergens)) then 'without:mustard' end, case when not ('sesame' = any(allergens)) then 'without:sesame' end, case when not ('sulphites' = any(allergens)) then 'without:sulphites' end, case when not ('lupin' = any(allergens)) then 'without:lupin' end, case when not ('molluscs' = any(allergens)) then 'without:molluscs' end]::text[], null)) STORED;--> statement-breakpoint
ALTER TABLE "diet_profiles" ADD CONSTRAINT "diet_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meals_diet_keys_idx" ON "meals" USING gin ("diet_keys");