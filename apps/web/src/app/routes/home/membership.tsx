// docs/product/screens-and-routes.md#membership: where Membership sits on Home was not shown; it fills the unnamed section after Facilities.
export { MembershipPlans as default } from '@/features/membership/components/membership-plans';
