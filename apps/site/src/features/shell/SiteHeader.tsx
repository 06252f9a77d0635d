import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AppShellMenuButton, Header, IconButton, Inline, Spinner, ThemeToggle, type HeaderNavItem } from '@croupier/ui';
import { Globe, House } from 'lucide-react';
import { paths } from '@/config/paths';
import { authDialog } from '@/shared/authDialog';
import { useSharedArt } from '@/shared/sharedArt';
import { categoryLabelKeys, useGameMenus } from '@/shared/gameMenus';
import { useIsLoggedIn } from '@/shared/session';
import { loadShellIslands } from './loadShellIslands';
import { Logo } from './Logo';
import { lazyIsland } from '@/shared/island';

// Only members need the balance and the avatar menu: loaded once logged in.
const HeaderMember = lazyIsland(() => import('./HeaderMember').then((m) => m.HeaderMember), { member: true });
// The flag's art is beyond the first script's budget: a globe stands in until it loads.
const RegionButton = lazy(() => loadShellIslands().then((m) => ({ default: m.RegionButton })));

/**
 * Whether the flag's code is in. Until then the header renders the globe itself rather than as a Suspense
 * fallback: the prerendered home would show a fallback globe that React never hydrates (it client-renders that
 * boundary), and a press on it before the flag arrived was lost (issue 20).
 */
function useFlagLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    void loadShellIslands().then(() => mounted && setLoaded(true));
    return () => {
      mounted = false;
    };
  }, []);
  return loaded;
}

const RegionDialog = lazyIsland(() => import('./RegionDialog').then((m) => m.RegionDialog));

/**
 * The region and language button and its dialog. Their state lives here, so the flag's arrival or the dialog
 * opening renders this part of the header only, not the whole header with its menus.
 */
function RegionControl() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const flagLoaded = useFlagLoaded();
  const openRegion = () => {
    setLoaded(true);
    setOpen(true);
  };
  const globe = <IconButton icon={Globe} label={t('region.open')} variant="ghost" onClick={openRegion} />;
  return (
    <>
      {flagLoaded ? (
        <Suspense fallback={globe}>
          <RegionButton label={t('region.open')} onClick={openRegion} />
        </Suspense>
      ) : (
        globe
      )}
      {loaded ? (
        <Suspense fallback={null}>
          <RegionDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Header (spec §2): logo, top nav, theme and language, then log in / register or the member's info. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isLogin = useIsLoggedIn();
  const [params] = useSearchParams();
  const menus = useGameMenus();
  const art = useSharedArt();
  // Spec §2 top nav: home first, then the categories that have vendors (vendor order), promotions last; home
  // and promotions stay in the row when categories move into More.
  const navItems: HeaderNavItem[] = [
    {
      id: 'home',
      label: t('nav.home'),
      href: paths.home.href(),
      icon: House,
      current: pathname === '/',
      pinned: true,
    },
    ...(menus.data ?? []).map((menu) => {
      const href = paths.category.href(menu.gameType);
      return {
        id: menu.gameType,
        label: t(categoryLabelKeys[menu.gameType]),
        href,
        current: pathname.toLowerCase() === href,
        vendors: menu.vendors.map((vendor) => ({
          id: vendor.vassalage,
          name: vendor.displayName,
          href: paths.category.href(menu.gameType, vendor.vassalage),
          logoUrl: art(vendor.logoUrl),
          current: pathname.toLowerCase() === href && params.get('vassalage') === vendor.vassalage,
        })),
      };
    }),
    {
      id: 'promotions',
      label: t('lobby.nav.promotions'),
      href: paths.promotions.href(),
      current: pathname === paths.promotions.path,
      pinned: true,
    },
  ];
  return (
    <Header
      logo={<Logo />}
      // a phone's side menu is a drawer: this button opens it (hidden from tablets up)
      startSlot={<AppShellMenuButton />}
      navItems={navItems}
      vendorMenuMessages={{
        viewAll: t('lobby.vendorMenu.viewAll'),
        vendors: t('lobby.vendorMenu.vendors'),
      }}
      onLogin={() => authDialog.open('login')}
      onRegister={() => authDialog.open('register')}
      actions={
        <Inline space="xsmall" alignY="center">
          <RegionControl />
          <ThemeToggle />
        </Inline>
      }
      member={
        isLogin ? (
          <Suspense fallback={<Spinner size="small" />}>
            <HeaderMember />
          </Suspense>
        ) : undefined
      }
    />
  );
}
