import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SideMenu, type SideMenuSection } from '@croupier/ui';
import { House, LifeBuoy, Smartphone, UserRound } from 'lucide-react';
import { paths } from '@/config/paths';
import { useIsLoggedIn } from '@/shared/session';
import { Logo } from './Logo';

/** Side menu (spec §2): collapsible, shown by default; the member's pages appear once logged in. */
export function SiteSideMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isLogin = useIsLoggedIn();
  const sections: SideMenuSection[] = [
    {
      id: 'main',
      items: [
        { id: 'home', label: t('nav.home'), href: paths.home.href(), icon: House, current: pathname === '/' },
        ...(isLogin
          ? [{ id: 'member', label: t('nav.member'), href: paths.member.href(), icon: UserRound, current: pathname.startsWith(paths.member.path) }]
          : []),
        { id: 'help', label: t('help.title'), href: paths.help.href(), icon: LifeBuoy, current: pathname === paths.help.path || pathname === paths.helpmc.path },
        { id: 'download', label: t('download.title'), href: paths.appDownload.href(), icon: Smartphone, current: pathname === paths.appDownload.path },
      ],
    },
  ];
  return <SideMenu logo={<Logo />} logoCollapsed={<Logo compact />} sections={sections} />;
}
