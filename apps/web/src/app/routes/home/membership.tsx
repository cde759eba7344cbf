// Spec §2: where Membership sits on Home is not shown; it fills the unnamed section after Facilities.
export { MembershipPlans as default } from '@/features/membership/components/membership-plans';
