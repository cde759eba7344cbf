-- Admin insights (decision 0040): revenue and the payments export read succeeded payments by the moment they were
-- made, and the likes chart counts the likes given per meal, each over a range of hostel days bounded on
-- created_at.
CREATE INDEX "meal_likes_created_idx" ON "meal_likes" USING btree ("created_at","meal_id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");