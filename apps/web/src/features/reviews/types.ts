import type {
  AdminReviewPage,
  AdminReviewRow,
  MealRating,
  Review,
  ReviewDeleteResponse,
  ReviewPage,
  ReviewWriteResponse,
  UserReview,
  UserReviewPage,
} from '@messhall/shared';

export type {
  AdminReviewPage,
  AdminReviewRow,
  MealRating,
  Review,
  ReviewDeleteResponse,
  ReviewPage,
  ReviewWriteResponse,
  UserReview,
  UserReviewPage,
};

/**
 * Told the reviewed meal's new rating and review count after a write. The route decides what to refresh
 * (the meal lives in another feature's cache, which this feature must not reach into).
 */
export type OnMealRatingChange = (meal: MealRating) => void;

/** What a review form sends: the text, and stars only when chosen. */
export interface ReviewSubmission {
  content: string;
  rating?: number;
}

/** What the star picker and the text box hold; rating 0 means "no stars chosen". */
export interface ReviewDraft {
  rating: number;
  content: string;
}
