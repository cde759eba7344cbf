DROP INDEX "meals_status_created_idx";--> statement-breakpoint
DROP INDEX "meals_status_category_created_idx";--> statement-breakpoint
DROP INDEX "meals_status_category_price_idx";--> statement-breakpoint
DROP INDEX "meals_status_price_idx";--> statement-breakpoint
DROP INDEX "meals_status_likes_idx";--> statement-breakpoint
DROP INDEX "meals_status_rating_idx";--> statement-breakpoint
CREATE INDEX "meals_status_reviews_idx" ON "meals" USING btree ("status","reviews_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "meals_status_created_idx" ON "meals" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "meals_status_category_created_idx" ON "meals" USING btree ("status","category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "meals_status_category_price_idx" ON "meals" USING btree ("status","category","price","id");--> statement-breakpoint
CREATE INDEX "meals_status_price_idx" ON "meals" USING btree ("status","price","id");--> statement-breakpoint
CREATE INDEX "meals_status_likes_idx" ON "meals" USING btree ("status","likes_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "meals_status_rating_idx" ON "meals" USING btree ("status","rating" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);