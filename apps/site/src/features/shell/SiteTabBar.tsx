import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { BottomTabBar } from '@croupier/ui';
import type { LucideIcon } from 'lucide-react';
import { gameListTypes, paths } from '@/config/paths';
import { authDialog } from '@/shared/authDialog';
import { useGameMenus } from '@/shared/gameMenus';
import { useIsLoggedIn } from '@/shared/session';

const listTypes: readonly string[] = gameListTypes;

/**
 * A phone's tab bar (issue 19): home, games, promotions, then deposit and the member centre for a member,
 * register and log in for a visitor. It loads after the first paint: the icons the first script already has (home, account)
 * come from the layout, the rest with the game menus (as the side menu's game centre's do), and the kit hides the bar from tablets up.
 */
export function SiteTabBar({ homeIcon, accountIcon }: { homeIcon: LucideIcon; accountIcon: LucideIcon }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isLogin = useIsLoggedIn();
  const menus = useGameMenus();
  const icons = menus.icons?.tabIcons;
  // games: the first category with a game list (it has the search), slots until the menus are in
  const games = paths.category.href(menus.data?.find((menu) => listTypes.includes(menu.gameType))?.gameType ?? 'RNG');
  const deposit = paths.member.href('depositv2');
  const open = (dialog: 'login' | 'register') => () => authDialog.open(dialog);
  return (
    <BottomTabBar
      items={[
        { id: 'home', label: t('nav.home'), icon: homeIcon, href: '/', current: pathname === '/' },
        { id: 'games', label: t('lobby.nav.games'), icon: icons?.games, href: games, current: pathname === games },
        {
          id: 'promotions',
          label: t('lobby.nav.promotions'),
          icon: icons?.promotions,
          href: paths.promotions.path,
          current: pathname === paths.promotions.path,
        },
        ...(isLogin
          ? [
              { id: 'deposit', label: t('nav.deposit'), icon: icons?.deposit, href: deposit, current: pathname === deposit, highlight: true },
              {
                id: 'account',
                label: t('nav.member'),
                icon: accountIcon,
                href: paths.member.path,
                current: pathname.startsWith(paths.member.path) && pathname !== deposit,
              },
            ]
          : [
              { id: 'register', label: t('ui.header.register'), icon: icons?.register, onClick: open('register'), highlight: true },
              { id: 'login', label: t('header.login'), icon: icons?.login, onClick: open('login') },
            ]),
      ]}
    />
  );
}
