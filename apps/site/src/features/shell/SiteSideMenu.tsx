import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SideMenu, type SideMenuSection } from '@croupier/ui';
import { House, LifeBuoy, Smartphone, UserRound } from 'lucide-react';
import { paths } from '@/config/paths';
import { categoryLabelKeys, useGameMenus } from '@/shared/gameMenus';
import { useIsLoggedIn } from '@/shared/session';
import { Logo } from './Logo';

/** Side menu (spec §2): collapsible, shown by default; the member's pages appear once logged in. */
export function SiteSideMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isLogin = useIsLoggedIn();
  const menus = useGameMenus();
  const here = pathname.toLowerCase();
  const sections: SideMenuSection[] = [
    {
      id: 'main',
      items: [
        {
          id: 'home',
          label: t('nav.home'),
          href: paths.home.href(),
          icon: House,
          current: pathname === '/',
        },
        ...(isLogin
          ? [
              {
                id: 'member',
                label: t('nav.member'),
                href: paths.member.href(),
                icon: UserRound,
                current: pathname.startsWith(paths.member.path),
              },
            ]
          : []),
        {
          id: 'help',
          label: t('help.title'),
          href: paths.help.href(),
          icon: LifeBuoy,
          current: pathname === paths.help.path || pathname === paths.helpmc.path,
        },
        {
          id: 'download',
          label: t('download.title'),
          href: paths.appDownload.href(),
          icon: Smartphone,
          current: pathname === paths.appDownload.path,
        },
      ],
    },
  ];
  // The icons load with the vendor list: the first script carries no game centre.
  const iconSet = menus.icons;
  if (iconSet)
    sections.push({
      // the game centre: every category with vendors, then the member's own lists and the winners
      id: 'games',
      title: t('lobby.nav.games'),
      items: [
        ...(menus.data ?? []).map((menu) => {
          const href = paths.category.href(menu.gameType);
          return {
            id: menu.gameType,
            label: t(categoryLabelKeys[menu.gameType]),
            href,
            icon: iconSet.categoryIcons[menu.gameType],
            current: here === href,
          };
        }),
        ...(isLogin
          ? [
              {
                id: 'favorite',
                label: t('lobby.account.favourites'),
                href: paths.favorite.href(),
                icon: iconSet.accountIcons.favorite,
                current: here === paths.favorite.path,
              },
              {
                id: 'recent',
                label: t('lobby.account.recent'),
                href: paths.recent.href(),
                icon: iconSet.accountIcons.recent,
                current: here === paths.recent.path,
              },
            ]
          : []),
        {
          id: 'winners',
          label: t('lobby.winners.pageTitle'),
          href: paths.winners.href(),
          icon: iconSet.accountIcons.winners,
          current: here === paths.winners.path,
        },
      ],
    });
  return <SideMenu logo={<Logo />} logoCollapsed={<Logo compact />} sections={sections} />;
}
