import { agentPages, defaultAgentPage } from '@/config/agentPages';
import { routeIsland } from '@/shared/island';
import { pageRoutes } from './pageRoutes';

// The agent centre's pages (spec §2 names as path segments: /agentHome/registerCenter), one island for all.
export const agentChildRoutes = pageRoutes(
  agentPages,
  defaultAgentPage,
  routeIsland(() => import('@/features/agent/AgentPageRoute').then((m) => m.AgentPageRoute)),
);
