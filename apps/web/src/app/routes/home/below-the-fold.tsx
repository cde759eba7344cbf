import { lazyPart } from '@/components/ui/lazy-part';
import { DeferredSection } from './deferred-section';

// Each section is its own chunk, fetched as it nears the viewport, in a box of about its height. This module
// holds the list (and the chunk names it needs) so that the Home chunk itself stays a few hundred bytes lighter.
const RecentMeals = lazyPart(() => import('@/features/meals/components/recent-meals'));
const MealsByCategory = lazyPart(() => import('@/features/meals/components/meals-by-category'));
const Facilities = lazyPart(() => import('./facilities'));
const Membership = lazyPart(() => import('./membership'));
const SalesPromotion = lazyPart(() => import('./sales-promotion'));
const StudentFeedback = lazyPart(() => import('./student-feedback'));
const AboutUs = lazyPart(() => import('./about-us'));
const ContactUs = lazyPart(() => import('./contact-us'));
const Faq = lazyPart(() => import('./faq'));
const Newsletter = lazyPart(() => import('./newsletter'));

/**
 * Home after Featured Meals, in the order of docs/product/screens-and-routes.md#home: Recent Meals, the further meal section (Meals by
 * Category), Facilities, the further section (Membership), Sales Promotion, Student's Feedback, About Us,
 * Contact Us, Frequently Asked Questions, Newsletter.
 */
export default function BelowTheFold() {
  return (
    <>
      <DeferredSection reserve="min-h-[32rem] sm:min-h-[60rem]">
        <RecentMeals />
      </DeferredSection>
      <DeferredSection reserve="min-h-[32rem] sm:min-h-[60rem]">
        <MealsByCategory />
      </DeferredSection>
      <DeferredSection reserve="min-h-[40rem]">
        <Facilities />
      </DeferredSection>
      <DeferredSection reserve="min-h-[40rem]">
        <Membership />
      </DeferredSection>
      <DeferredSection reserve="min-h-64">
        <SalesPromotion />
      </DeferredSection>
      <DeferredSection reserve="min-h-[30rem]">
        <StudentFeedback />
      </DeferredSection>
      <DeferredSection reserve="min-h-80">
        <AboutUs />
      </DeferredSection>
      <DeferredSection reserve="min-h-80">
        <ContactUs />
      </DeferredSection>
      <DeferredSection reserve="min-h-96">
        <Faq />
      </DeferredSection>
      <DeferredSection reserve="min-h-72">
        <Newsletter />
      </DeferredSection>
    </>
  );
}
