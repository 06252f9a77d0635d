import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { DataTable, Link, Stack, Text, formatAmount, type DataTableColumn } from '@croupier/ui';
import type { CrashHistoryRound, CrashMyBet, CrashPublicBet } from '@croupier/sdk';
import { formatMultiplier } from '@croupier/fair';
import { crashPaths } from '@/shared/crashPaths';
import { Panel } from '@/shared/MemberPageFrame';
import { crashQueries } from './crashApi';

const cashoutOf = (bet: { cashout: number | null }) => (bet.cashout === null ? '–' : formatMultiplier(bet.cashout));

/** The round's bets with masked names, cash-outs as they happen. */
// Literal keys, so each text is findable in the code (and the messages test sees it used).
const betStatusKeys = {
  open: 'crash.betStatus.open',
  won: 'crash.betStatus.won',
  lost: 'crash.betStatus.lost',
  refunded: 'crash.betStatus.refunded',
} as const;

export function RoundBets({ bets, currency, locale }: { bets: CrashPublicBet[]; currency: string; locale: string }) {
  const { t } = useTranslation();
  const columns: DataTableColumn<CrashPublicBet>[] = [
    { key: 'name', header: t('crash.player') },
    { key: 'amount', header: t('crash.bet'), align: 'end', cell: (b) => formatAmount(b.amount, currency, locale) },
    { key: 'cashout', header: t('crash.cashout'), align: 'end', cell: cashoutOf },
    { key: 'payout', header: t('crash.payout'), align: 'end', cell: (b) => (b.payout ? formatAmount(b.payout, currency, locale) : '–') },
  ];
  return (
    <Panel title={t('crash.bets')} region={false}>
      <DataTable
        caption={t('crash.bets')}
        columns={columns}
        rows={bets}
        getRowId={(b) => `${b.roundNo}-${b.name}`}
        messages={{ empty: t('crash.betsEmpty'), emptyDescription: '' }}
      />
    </Panel>
  );
}

/** The last rounds' crash points, each a link to the verifier with its hash and the hash it links to. */
export function LastRounds({ history }: { history: CrashHistoryRound[] }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('crash.history')}>
      {history.length === 0 ? (
        <Text tone="muted">{t('crash.historyEmpty')}</Text>
      ) : (
        <Stack as="ul" space="xsmall">
          {history.map((r) => (
            <li key={r.roundNo}>
              <Link href={crashPaths.verify({ hash: r.hash, previous: r.previousHash })}>
                {t('crash.verifyRound', { round: r.roundNo, point: formatMultiplier(r.crashPoint) })}
              </Link>
            </li>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

/** The member's own bets on the game, newest round first. */
export function MyBets({ nodeId, currency, locale }: { nodeId: string; currency: string; locale: string }) {
  const { t } = useTranslation();
  const bets = useQuery(crashQueries.myBets(nodeId));
  const columns: DataTableColumn<CrashMyBet>[] = [
    { key: 'roundNo', header: t('crash.round') },
    { key: 'amount', header: t('crash.bet'), align: 'end', cell: (b) => formatAmount(b.amount, currency, locale) },
    { key: 'cashout', header: t('crash.cashout'), align: 'end', cell: cashoutOf },
    { key: 'crashPoint', header: t('crash.crashPoint'), align: 'end', cell: (b) => (b.crashPoint === null ? '–' : formatMultiplier(b.crashPoint)) },
    { key: 'payout', header: t('crash.payout'), align: 'end', cell: (b) => formatAmount(b.payout, currency, locale) },
    { key: 'status', header: t('crash.result'), cell: (b) => t(betStatusKeys[b.status]) },
  ];
  return (
    <Panel title={t('crash.myBets')} region={false}>
      <DataTable
        caption={t('crash.myBets')}
        columns={columns}
        rows={bets.data ?? []}
        loading={bets.isPending}
        getRowId={(b) => String(b.roundNo)}
        messages={{ empty: t('crash.myBetsEmpty'), emptyDescription: '' }}
      />
    </Panel>
  );
}
