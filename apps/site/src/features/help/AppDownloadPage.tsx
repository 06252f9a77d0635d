import { useTranslation } from 'react-i18next';
import { Box, Button, Grid, Heading, Icon, Link, QRCode, Stack, Text } from '@croupier/ui';
import { Download } from 'lucide-react';
import { useAppDownloads } from '@/shared/appDownloads';
import { useKitMessages } from '@/shared/kitMessages';

type App = 'ios' | 'android' | 'lite';

// Literal keys per app and step, so each translated text is findable in the code.
const guides: Record<App, { title: string; scan: string; steps: string[] }> = {
  ios: { title: 'download.ios.title', scan: 'download.ios.scan', steps: ['download.ios.stepOne', 'download.ios.stepTwo', 'download.ios.stepThree'] },
  android: {
    title: 'download.android.title',
    scan: 'download.android.scan',
    steps: ['download.android.stepOne', 'download.android.stepTwo', 'download.android.stepThree'],
  },
  lite: { title: 'download.lite.title', scan: 'download.lite.scan', steps: ['download.lite.stepOne', 'download.lite.stepTwo'] },
};

/**
 * App download (spec §1, §2 side menu QR codes): iOS, Android and lite install guides, QR codes drawn
 * locally. Android's code and button download the merchant's APK (its Android resource, served by the
 * server); iOS's opens its guide on the phone; the lite app is the site itself.
 */
export function AppDownloadPage() {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const downloads = useAppDownloads();
  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level="1">{t('download.title')}</Heading>
        <Text tone="muted">{t('download.lead')}</Text>
      </Stack>
      <Grid columns={[1, 1, 3]} gap="large">
        {(Object.keys(guides) as App[]).map((app) => (
          <Box key={app} id={app} as="section" background="surface" borderRadius="large" padding="large" boxShadow="small">
            <Stack space="medium" align="center">
              <Heading level="2">{t(guides[app].title)}</Heading>
              <QRCode value={downloads.code[app]} label={t(guides[app].scan)} caption={t(guides[app].title)} messages={kit.qrCode} />
              {app === 'android' && downloads.androidFile ? (
                <Button asChild variant="primary">
                  <Link href={downloads.href.android} download={downloads.androidFile} underline="none">
                    <Icon icon={Download} size="small" /> {t('download.android.download')}
                  </Link>
                </Button>
              ) : null}
              <Box as="ol" paddingInlineStart="large" width="full">
                {guides[app].steps.map((step) => (
                  <Text key={step} as="li">
                    {t(step)}
                  </Text>
                ))}
              </Box>
            </Stack>
          </Box>
        ))}
      </Grid>
    </Stack>
  );
}
