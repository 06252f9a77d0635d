import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DataTable,
  Inline,
  Link,
  Stack,
  Text,
  TextField,
  formatAmount,
  type DataTableColumn,
} from '@croupier/ui';
import type { SlotFairness, SlotSpin } from '@croupier/sdk';
import { isClientSeed } from '@croupier/fair';
import { FormMessage } from '@/shared/FormMessage';
import { Panel } from '@/shared/MemberPageFrame';
import { slotPaths } from '@/shared/slotPaths';

export interface FairnessPanelProps {
  fairness: SlotFairness;
  locale: string;
  onSaveClientSeed: (clientSeed: string) => void;
  onRotate: () => void;
  busy?: boolean;
  /** What the last change did: saved, rotated, or a translated failure. */
  outcome?: { tone: 'positive' | 'critical'; text: string };
}

/**
 * The sandbox slot's fairness (issue 14): the active pair (the server seed's hash only), the client seed to
 * edit, the next nonce, the rotation, the revealed seeds, and the recent spins, each linking to the verifier.
 */
export function FairnessPanel({
  fairness,
  locale,
  onSaveClientSeed,
  onRotate,
  busy,
  outcome,
}: FairnessPanelProps) {
  const { t } = useTranslation();
  const { active, revealed, spins } = fairness;
  const [clientSeed, setClientSeed] = useState(active.clientSeed);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = isClientSeed(clientSeed);
    setInvalid(!ok);
    if (ok) onSaveClientSeed(clientSeed);
  };

  const spinColumns: DataTableColumn<SlotSpin>[] = [
    { key: 'gameName', header: t('slot.fair.game') },
    { key: 'reels', header: t('slot.fair.reels'), cell: (s) => s.reels.join(' · ') },
    {
      key: 'bet',
      header: t('slot.fair.bet'),
      align: 'end',
      cell: (s) => formatAmount(s.bet, s.currency, locale),
    },
    {
      key: 'win',
      header: t('slot.fair.win'),
      align: 'end',
      cell: (s) => formatAmount(s.win, s.currency, locale),
    },
    {
      key: 'nonce',
      header: t('slot.fair.nonce'),
      cell: (s) =>
        s.serverSeed ? (
          <Link href={slotPaths.verify(s)}>{t('slot.fair.verifySpin', { nonce: s.nonce })}</Link>
        ) : (
          <Text size="small" tone="muted">
            {t('slot.fair.awaitingReveal')}
          </Text>
        ),
    },
  ];

  return (
    <Stack space="large">
      <Panel title={t('slot.fair.active')}>
        <Stack space="medium">
          <Text>{t('slot.fair.lead')}</Text>
          <Text size="small">{t('slot.fair.formula')}</Text>
          <Text weight="medium">{t('slot.fair.rtp', { rtp: fairness.rtpPercent })}</Text>
          <TextField
            label={t('slot.fair.serverSeedHash')}
            value={active.serverSeedHash}
            readOnly
            spellCheck={false}
          />
          <Stack space="xsmall">
            <Text weight="medium">{t('slot.fair.nonce')}</Text>
            <Text>
              <output aria-label={t('slot.fair.nonce')}>{active.nonce}</output>
            </Text>
          </Stack>
          <Stack as="form" space="small" onSubmit={submit} noValidate>
            <TextField
              label={t('slot.fair.clientSeed')}
              autoComplete="off"
              spellCheck={false}
              value={clientSeed}
              onChange={(event) => {
                setClientSeed(event.target.value);
                setInvalid(false);
              }}
              hint={t('slot.fair.clientSeedHint')}
              error={invalid ? t('errors.invalid_client_seed') : undefined}
              required
            />
            <Inline space="small">
              <Button type="submit" disabled={busy}>
                {t('slot.fair.saveClientSeed')}
              </Button>
              <Button type="button" variant="secondary" disabled={busy} onClick={onRotate}>
                {t('slot.fair.rotate')}
              </Button>
            </Inline>
          </Stack>
          {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
        </Stack>
      </Panel>
      <Panel title={t('slot.fair.revealed')}>
        {revealed.length === 0 ? (
          <Text tone="muted">{t('slot.fair.revealedEmpty')}</Text>
        ) : (
          <Stack as="ul" space="medium">
            {revealed.map((pair) => (
              <li key={pair.serverSeedHash}>
                <Stack space="xsmall">
                  <Text size="small">
                    {t('slot.fair.serverSeed')}: <code>{pair.serverSeed}</code>
                  </Text>
                  <Text size="small">
                    {t('slot.fair.serverSeedHash')}: <code>{pair.serverSeedHash}</code>
                  </Text>
                  <Text size="small">
                    {t('slot.fair.clientSeed')}: <code>{pair.clientSeed}</code> ·{' '}
                    {t('slot.fair.spinCount')}: {pair.nonce}
                  </Text>
                </Stack>
              </li>
            ))}
          </Stack>
        )}
      </Panel>
      <Panel title={t('slot.fair.spins')} region={false}>
        <DataTable
          caption={t('slot.fair.spins')}
          columns={spinColumns}
          rows={spins}
          getRowId={(s) => s.roundId}
          messages={{ empty: t('slot.fair.spinsEmpty'), emptyDescription: '' }}
        />
        <Link href={slotPaths.verify()}>{t('slot.fair.verifier')}</Link>
      </Panel>
    </Stack>
  );
}
