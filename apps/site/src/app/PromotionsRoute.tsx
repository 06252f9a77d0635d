import { PromotionsPage } from '@/features/promotions/PromotionsPage';
import { PromotionActivity } from '@/features/rewards/PromotionActivity';

/** /promotions with the reward center's activity flow inside a promotion's detail (features stay apart). */
export function PromotionsRoute() {
  return <PromotionsPage renderActivity={(code) => <PromotionActivity activityCode={code} />} />;
}
