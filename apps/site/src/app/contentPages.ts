// Content pages (promotions, the announcement list, the beginner guide) load as one island: each island the
// first script can load names its files there, so fewer chunks keep it within its budget.
export { PromotionsRoute } from './PromotionsRoute';
export { AnnouncementsPage } from '@/features/help/AnnouncementsPage';
export { BeginnerGuidePage } from '@/features/help/BeginnerGuidePage';
