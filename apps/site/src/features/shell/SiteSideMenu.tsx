import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SideMenu, type SideMenuSection } from '@croupier/ui';
import { House, UserRound } from 'lucide-react';
import { paths } from '@/config/paths';
import { categoryLabelKeys, useGameMenus } from '@/shared/gameMenus';
import { lazyIsland } from '@/shared/island';
import { useNarrowScreen } from '@/shared/screen';
import { useIsLoggedIn } from '@/shared/session';
import { Logo } from './Logo';

// The banner, toggle, QR codes and contacts need the SDK and the permission payload: beyond the first script.
const loadExtras = () => import('./SideMenuExtras');
const SideMenuTop = lazyIsland(() => loadExtras().then((m) => m.SideMenuTop));
const SideMenuBottom = lazyIsland(() => loadExtras().then((m) => m.SideMenuBottom));

interface Props {
  /**
   * The layout's rail, which a phone hides (its menu is the drawer): there the rail leaves out the banner, QR
   * codes and contacts, so a phone neither loads nor renders what it never shows.
   */
  rail?: boolean;
}

/** Side menu (spec §2): collapsible, shown by default; the member's pages appear once logged in. */
export function SiteSideMenu({ rail = false }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isLogin = useIsLoggedIn();
  const menus = useGameMenus();
  const here = pathname.toLowerCase();
  // Spec §2 game centre toggle: shows or hides the category list.
  const [gamesShown, setGamesShown] = useState(true);
  const narrow = useNarrowScreen();
  const extras = !rail || !narrow;
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
        // also here, since a header too narrow for its nav leaves the categories and promotions to this menu;
        // these icons come with the game centre's, after the first paint (the first script has no room for them)
        ...(menus.icons
          ? [
              {
                id: 'promotions',
                label: t('lobby.nav.promotions'),
                href: paths.promotions.href(),
                icon: menus.icons.accountIcons.promotions,
                current: pathname === paths.promotions.path,
              },
              {
                id: 'help',
                label: t('help.title'),
                href: paths.help.href(),
                icon: menus.icons.accountIcons.help,
                current: pathname === paths.help.path || pathname === paths.helpmc.path,
              },
              {
                id: 'download',
                label: t('download.title'),
                href: paths.appDownload.href(),
                icon: menus.icons.accountIcons.download,
                current: pathname === paths.appDownload.path,
              },
            ]
          : []),
      ],
    },
  ];
  // The icons load with the vendor list: the first script carries no game centre.
  const iconSet = menus.icons;
  if (iconSet && gamesShown)
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
        // the points mall (issue 17): open to visitors too, points and redeeming once logged in
        {
          id: 'pointMall',
          label: t('nav.pointMall'),
          href: paths.pointMall.href(),
          icon: iconSet.accountIcons.pointMall,
          current: here === paths.pointMall.path.toLowerCase(),
        },
      ],
    });
  return (
    <SideMenu
      logo={<Logo />}
      logoCollapsed={<Logo compact />}
      sections={sections}
      topSlot={
        <Suspense fallback={null}>
          {extras ? <SideMenuTop gamesShown={gamesShown} onGamesShownChange={setGamesShown} /> : null}
        </Suspense>
      }
      bottomSlot={
        <Suspense fallback={null}>
          {extras ? <SideMenuBottom /> : null}
        </Suspense>
      }
    />
  );
}
