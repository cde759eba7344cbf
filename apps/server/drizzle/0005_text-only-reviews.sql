-- A review's stars are optional (the spec's review is text only). A meal's average is its rating sum over the
-- reviews that have stars: reviews_count - unrated_reviews. Every existing review has stars, so 0 is exact.
ALTER TABLE "reviews" ALTER COLUMN "rating" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "unrated_reviews" integer DEFAULT 0 NOT NULL;
