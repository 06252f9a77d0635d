import { useTranslation } from 'react-i18next';
import { Link, Stack, Text } from '@croupier/ui';
import type { CrashState } from '@croupier/sdk';
import { crashPaths } from '@/shared/crashPaths';
import { Panel } from '@/shared/MemberPageFrame';

/** The formula, the house edge and RTP, the curve and the chain's published hash (issue 14). */
export function FairPanel({ state }: { state: CrashState }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('crash.fair.title')}>
      <Stack space="small">
        <Text weight="medium">{t('crash.fair.edge', { edge: state.houseEdgePercent, rtp: state.rtpPercent })}</Text>
        <Text>{t('crash.fair.formula')}</Text>
        <Text>{t('crash.fair.curve', { growth: state.growthPerMs })}</Text>
        {state.terminalHash ? (
          <>
            <Text>{t('crash.fair.chain')}</Text>
            <Text size="small">
              <code>{state.terminalHash}</code>
            </Text>
          </>
        ) : null}
        <Link href={crashPaths.verify()}>{t('crash.fair.verify')}</Link>
      </Stack>
    </Panel>
  );
}
