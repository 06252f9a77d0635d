import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Footer, type FooterSocialLink } from '@croupier/ui';
import { paths } from '@/config/paths';
import { categoryLabelKeys, useGameMenus } from '@/shared/gameMenus';
import { brandOf } from '@/shared/merchant';
import { socialIcons } from '@/shared/socialIcons';
import { useCdnUrls, usePermission } from '@/shared/system';
import { vendorEntries } from '@/shared/vendors';
import { Logo } from './Logo';

/** The spec §2 footer's game providers, shown as their logos (drawn by the server), each opening its games. */
const footerVendors = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];

// Literal keys per merchant brand (spec §1: some footer content depends on the merchant brand).
const taglines = {
  brazil: 'shell.tagline.brazil',
  mexico: 'shell.tagline.mexico',
  bangladesh: 'shell.tagline.bangladesh',
} as const;

/**
 * Footer (spec §2): products (the categories with vendors, promotions), help centre (with the announcement
 * list and the beginner guide), contact us (customer service, feedback, affiliates), the merchant's social
 * links and brand line from the permission payload, providers, licence and the 18+ line.
 */
export function SiteFooterContent() {
  const { t } = useTranslation();
  const menus = useGameMenus().data;
  const { data: permission } = usePermission();
  const { art } = useCdnUrls();
  // The footer (below the fold) renders what arrives (the permission payload, a language) in a transition, which
  // React slices into short tasks: a query's data renders at once, in one task, and the footer is some 200
  // elements (issue 16: TBT). While the transition waits, the footer keeps what it shows.
  const inputs = useDeferredValue(useMemo(() => ({ t, menus, permission, art }), [t, menus, permission, art]));
  return <FooterBody {...inputs} />;
}

const FooterBody = memo(function FooterBody({
  t,
  menus,
  permission,
  art,
}: {
  t: TFunction;
  menus: ReturnType<typeof useGameMenus>['data'];
  permission: ReturnType<typeof usePermission>['data'];
  art: ReturnType<typeof useCdnUrls>['art'];
}) {
  const help = permission?.jurisdiction?.helpOrganisation;
  const vendors = vendorEntries(menus ?? [], art, footerVendors).map((v) => ({
    id: v.vassalage,
    name: v.name,
    logoUrl: v.logoUrl,
    href: v.href,
  }));
  const social: FooterSocialLink[] = (permission?.info.resources ?? []).flatMap((r) => {
    const icon = socialIcons[r.resourceType];
    return icon
      ? [{ id: `${r.resourceType}-${r.url}`, label: r.labelNameEn, href: r.url, icon }]
      : [];
  });
  return (
    <Footer
      logo={<Logo />}
      tagline={t(taglines[brandOf()])}
      products={[
        { id: 'home', label: t('nav.home'), href: paths.home.href() },
        ...(menus ?? []).map((menu) => ({
          id: menu.gameType,
          label: t(categoryLabelKeys[menu.gameType]),
          href: paths.category.href(menu.gameType),
        })),
        { id: 'promotions', label: t('lobby.nav.promotions'), href: paths.promotions.href() },
        { id: 'pointMall', label: t('points.title'), href: paths.pointMall.href() },
      ]}
      helpCentre={[
        { id: 'help', label: t('help.title'), href: paths.help.href() },
        { id: 'announcements', label: t('announcements.title'), href: paths.announcements.href() },
        { id: 'guide', label: t('guide.title'), href: paths.guide.href() },
        { id: 'terms', label: t('help.terms'), href: paths.help.href('term') },
        { id: 'privacy', label: t('help.privacy'), href: paths.help.href('privacy') },
        { id: 'download', label: t('download.title'), href: paths.appDownload.href() },
        // Responsible gaming (issue 15): the country's help organisation, from the jurisdiction profile.
        ...(help ? [{ id: 'helpOrganisation', label: help.name, href: help.url }] : []),
      ]}
      contactUs={[
        { id: 'chat', label: t('shell.customerService'), href: paths.help.href('chat') },
        { id: 'feedback', label: t('feedback.title'), href: paths.help.href('feedback') },
        // The affiliate programme's own door: the agent login landing page (spec §2 /agent).
        { id: 'affiliate', label: t('shell.affiliate'), href: paths.agent.href() },
      ]}
      social={social}
      vendors={vendors}
      licenseText={t('footer.license')}
      legal={t('footer.legal')}
      copyright={`© ${new Date().getFullYear()} Croupier`}
    />
  );
});
