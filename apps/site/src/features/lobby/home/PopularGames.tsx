import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Inline, Link } from '@croupier/ui';
import type { components } from '@croupier/sdk/schema';
import { lobby } from '@/shared/api';
import { useLoginFlags } from '@/shared/member';
import { GameSection } from '../GameSection';
import type { useFavourites } from '../useFavourites';

type RouterKey = components['schemas']['HomeRouter']['key'];

/** A compact row, not a full section: the top of the list. */
const POPULAR_ROW = 6;
/** Routes of a signed-in member (a visitor would meet a login wall), and the visitor's own. */
const MEMBER_ROUTES: readonly RouterKey[] = ['rewardCenter', 'vip', 'inviteFriends'];
const VISITOR_ROUTES: readonly RouterKey[] = ['register'];

/** The shortcut's name (literal keys: the unused-message check reads them). */
function useRouterName(): (key: RouterKey) => string {
  const { t } = useTranslation();
  const names: Record<RouterKey, string> = {
    promotions: t('popular.routes.promotions'),
    pointMall: t('popular.routes.pointMall'),
    rewardCenter: t('popular.routes.rewardCenter'),
    vip: t('popular.routes.vip'),
    inviteFriends: t('popular.routes.inviteFriends'),
    register: t('popular.routes.register'),
  };
  return (key) => names[key];
}

/**
 * "Popular now" (spec §7 Home "Popular and routers"): the merchant's most played games, else its hot games,
 * and the shortcuts to the routes its whitelabel tree switches on (member-only ones for members only).
 */
export function PopularGames({ favourites }: { favourites: ReturnType<typeof useFavourites> }) {
  const { t } = useTranslation();
  const { isLogin } = useLoginFlags();
  const name = useRouterName();
  const popular = useQuery(lobby.popularAndRouters());
  const routers = (popular.data?.routers ?? []).filter(
    (router) =>
      router.path.startsWith('/') &&
      !(isLogin ? VISITOR_ROUTES : MEMBER_ROUTES).includes(router.key),
  );
  return (
    <>
      <GameSection title={t('popular.title')} games={(popular.data?.games ?? []).slice(0, POPULAR_ROW)} favourites={favourites} />
      {routers.length > 0 && (
        <nav aria-label={t('popular.routesLabel')}>
          <Inline as="ul" space="medium" role="list">
            {routers.map((router) => (
              <li key={router.key}>
                <Link href={router.path} weight="strong" underline="hover">
                  {name(router.key)}
                </Link>
              </li>
            ))}
          </Inline>
        </nav>
      )}
    </>
  );
}
