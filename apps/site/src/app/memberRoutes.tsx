import { defaultMemberPage, memberPages } from '@/config/memberPages';
import { routeIsland } from '@/shared/island';
import { pageRoutes } from './pageRoutes';

// The member center's pages (spec §2 names as path segments: /member/depositv2), one island for all.
export const memberChildRoutes = pageRoutes(
  memberPages,
  defaultMemberPage,
  routeIsland(() => import('./MemberPageRoute').then((m) => m.MemberPageRoute)),
);
