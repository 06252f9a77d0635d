import { useTranslation } from 'react-i18next';
import { Icon, Inline, Link, QRCode, Stack, Switch, VendorLogo } from '@croupier/ui';
import { Headset, Send, UserPlus } from 'lucide-react';
import { paths } from '@/config/paths';
import { useAppDownloads } from '@/shared/appDownloads';
import { useGameMenus } from '@/shared/gameMenus';
import { GroupBanner } from '@/shared/GroupBanner';
import { useKitMessages } from '@/shared/kitMessages';
import { useCdnUrls, usePermission, useWhitelabelFlags } from '@/shared/system';
import { vendorEntries } from '@/shared/vendors';

// Literal keys, so each text is findable in the code.
const apps = [
  { app: 'android', scan: 'shell.download.android', caption: 'download.android.title' },
  { app: 'ios', scan: 'shell.download.ios', caption: 'download.ios.title' },
] as const;

interface TopProps {
  gamesShown: boolean;
  onGamesShownChange: (shown: boolean) => void;
}

/** Spec §2 side menu, above the categories: the bonus banner (to the reward center), invite friends, the game centre toggle. */
export function SideMenuTop({ gamesShown, onGamesShownChange }: TopProps) {
  const { t } = useTranslation();
  const { referral } = useWhitelabelFlags();
  return (
    <Stack space="small">
      {/* The first w_leftmenu banner is the bonus banner; invite friends has its own entry below it. Beside the
          page's content, not its largest picture: lazy, so a phone, whose menu starts collapsed, never loads it. */}
      <GroupBanner group="w_leftmenu" label={t('shell.bonusBanner')} limit={1} priority={false} />
      {referral ? (
        <Link href={paths.member.href('referral')}>
          <Icon icon={UserPlus} size="small" /> {t('rewards.pages.referral')}
        </Link>
      ) : null}
      <Switch
        label={t('shell.gameCentre')}
        checked={gamesShown}
        onCheckedChange={onGamesShownChange}
      />
    </Stack>
  );
}

/** The game vendors as small logos (issue 19), each opening its games. */
function SideMenuVendors() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const { art } = useCdnUrls();
  const vendors = vendorEntries(menus.data ?? [], art);
  if (vendors.length === 0) return null;
  return (
    <nav aria-label={t('lobby.list.vendors')}>
      <Inline space="xsmall">
        {vendors.map((vendor) => (
          <Link key={vendor.vassalage} href={vendor.href} underline="none">
            <VendorLogo name={vendor.name} src={vendor.logoUrl} size="small" />
          </Link>
        ))}
      </Inline>
    </nav>
  );
}

/**
 * Spec §2 side menu, below the categories: the vendors, app download QR codes (Android's opens the APK
 * itself, iOS's its install guide), customer service, Telegram when configured.
 */
export function SideMenuBottom() {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const { data: permission } = usePermission();
  const telegram = permission?.info.resources.find((r) => r.resourceType === 'TELEGRAM');
  const downloads = useAppDownloads();
  return (
    <Stack space="small">
      <SideMenuVendors />
      <nav aria-label={t('download.title')}>
        <Stack space="xsmall">
          {apps.map(({ app, scan, caption }) => (
            <Link
              key={app}
              href={downloads.href[app]}
              {...(app === 'android' && downloads.androidFile ? { download: downloads.androidFile } : {})}
            >
              <QRCode
                value={downloads.code[app]}
                label={t(scan)}
                caption={t(caption)}
                size="small"
                messages={kit.qrCode}
              />
            </Link>
          ))}
        </Stack>
      </nav>
      <Link href={paths.help.href('chat')}>
        <Icon icon={Headset} size="small" /> {t('shell.customerService')}
      </Link>
      {telegram ? (
        <Link href={telegram.url} target="_blank" rel="noopener noreferrer">
          <Icon icon={Send} size="small" /> {telegram.labelNameEn}
        </Link>
      ) : null}
    </Stack>
  );
}
