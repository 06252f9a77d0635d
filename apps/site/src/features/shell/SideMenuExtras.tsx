import { useTranslation } from 'react-i18next';
import { Icon, Link, QRCode, Stack, Switch } from '@croupier/ui';
import { Headset, Send, UserPlus } from 'lucide-react';
import { paths } from '@/config/paths';
import { GroupBanner } from '@/shared/GroupBanner';
import { useKitMessages } from '@/shared/kitMessages';
import { usePermission, useWhitelabelFlags } from '@/shared/system';

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
      {/* The first w_leftmenu banner is the bonus banner; invite friends has its own entry below it. */}
      <GroupBanner group="w_leftmenu" label={t('shell.bonusBanner')} limit={1} />
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

/** Spec §2 side menu, below the categories: app download QR codes, customer service, Telegram when configured. */
export function SideMenuBottom() {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const { data: permission } = usePermission();
  const telegram = permission?.info.resources.find((r) => r.resourceType === 'TELEGRAM');
  const origin = window.location.origin;
  return (
    <Stack space="small">
      <nav aria-label={t('download.title')}>
        <Stack space="xsmall">
          {apps.map(({ app, scan, caption }) => (
            <Link key={app} href={`${paths.appDownload.href()}#${app}`}>
              <QRCode
                value={`${origin}${paths.appDownload.href()}#${app}`}
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
