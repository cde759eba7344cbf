export { NewsletterSection as default } from '@/features/newsletter/components/newsletter-section';
