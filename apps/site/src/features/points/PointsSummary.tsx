import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, Heading, Inline, Stack, Text, formatAmount } from '@croupier/ui';
import type { PointConfig } from '@croupier/sdk';
import { pointQueries } from '@/shared/api';
import { authDialog } from '@/shared/authDialog';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import type { LoginFlags } from '@/shared/member';
import { Panel } from '@/shared/MemberPageFrame';
import { ConvertForm } from './ConvertForm';
import { formatPoints } from './pointTexts';

/** Current points (MCS2_getPointBalance) and the convert form; a prompt for visitors and trial members. */
export function PointsSummary({
  flags,
  config,
  locale,
}: {
  flags: LoginFlags;
  config: PointConfig | undefined;
  locale: string;
}) {
  const { t } = useTranslation();
  const balance = useQuery({ ...pointQueries.balance(), enabled: flags.isLogin });
  if (!flags.isLogin) {
    return (
      <Panel title={t('points.current')}>
        <Text tone="muted">{t('points.loginPrompt')}</Text>
        <div>
          <Button onClick={() => authDialog.open('login')}>{t('points.login')}</Button>
        </div>
      </Panel>
    );
  }
  const data = balance.data;
  return (
    <Panel title={t('points.current')}>
      {balance.error ? (
        <FormMessage tone="critical">{errorMessage(t, balance.error)}</FormMessage>
      ) : null}
      {balance.isPending ? <Text tone="muted">{t('common.loading')}</Text> : null}
      {data ? (
        <Stack space="xsmall">
          <Text size="xlarge" weight="strong">
            {formatPoints(data.points, locale)}
          </Text>
          <Inline space="medium">
            <Text tone="muted">
              {t('points.worth', {
                amount: formatAmount(data.convertibleAmount, data.currency, locale),
              })}
            </Text>
            {data.heldPoints > 0 ? (
              <Text tone="muted">
                {t('points.held', { points: formatPoints(data.heldPoints, locale) })}
              </Text>
            ) : null}
          </Inline>
        </Stack>
      ) : null}
      {flags.isTrial ? (
        <Stack space="small">
          <FormMessage tone="critical">{t('points.trial')}</FormMessage>
          <div>
            <Button onClick={() => authDialog.open('register')}>{t('points.register')}</Button>
          </div>
        </Stack>
      ) : data && config ? (
        <Stack space="medium">
          <Heading level="3">{t('points.convertTitle')}</Heading>
          <ConvertForm balance={data} config={config} locale={locale} />
        </Stack>
      ) : null}
    </Panel>
  );
}
