import { useTranslation } from 'react-i18next';
import { Footer } from '@croupier/ui';
import { paths } from '@/config/paths';
import { Logo } from './Logo';

/** The spec §2 footer's game providers, shown as badges. */
const vendors = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];

/** Footer (spec §2): products, help, contact, providers, licence and the 18+ line in the visitor's language. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Footer
      logo={<Logo />}
      products={[{ id: 'home', label: t('nav.home'), href: paths.home.href() }]}
      helpCentre={[
        { id: 'help', label: t('help.title'), href: paths.help.href() },
        { id: 'terms', label: t('help.terms'), href: paths.help.href('term') },
        { id: 'download', label: t('download.title'), href: paths.appDownload.href() },
      ]}
      contactUs={[
        { id: 'chat', label: t('livechat.open'), href: `${paths.help.href()}?contact=chat` },
        { id: 'feedback', label: t('feedback.title'), href: `${paths.help.href()}?contact=feedback` },
      ]}
      vendors={vendors}
      licenseText={t('footer.license')}
      legal={t('footer.legal')}
      copyright={`© ${new Date().getFullYear()} Croupier`}
    />
  );
}
