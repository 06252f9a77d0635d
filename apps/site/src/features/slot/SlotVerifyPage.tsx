import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, Heading, Stack, Text, TextField } from '@croupier/ui';
import { isClientSeed, isServerSeed, serverSeedHash, spinReels } from '@croupier/fair';
import { FormMessage } from '@/shared/FormMessage';
import { Panel } from '@/shared/MemberPageFrame';

type Field = 'serverSeed' | 'hash' | 'clientSeed' | 'nonce';

interface Verdict {
  reels: string[];
  computedHash: string;
  /** Whether SHA-256 of the seed is the hash given; undefined when none was given. */
  hashMatches?: boolean;
}

const NONCE = /^\d{1,15}$/;

/**
 * The public slot spin verifier (/slot/verify, issue 14): a spin's reels recomputed with Web Crypto from the
 * revealed server seed, the client seed and the nonce, and the seed checked against the hash shown before.
 */
export function SlotVerifyPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [values, setValues] = useState<Record<Field, string>>({
    serverSeed: search.get('serverSeed') ?? '',
    hash: search.get('hash') ?? '',
    clientSeed: search.get('clientSeed') ?? '',
    nonce: search.get('nonce') ?? '',
  });
  const [problem, setProblem] = useState<Field>();
  const [verdict, setVerdict] = useState<Verdict>();
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const seed = values.serverSeed.trim().toLowerCase();
    const hash = values.hash.trim().toLowerCase();
    const found: Field | undefined = !isServerSeed(seed)
      ? 'serverSeed'
      : hash && !isServerSeed(hash)
        ? 'hash'
        : !isClientSeed(values.clientSeed)
          ? 'clientSeed'
          : !NONCE.test(values.nonce.trim())
            ? 'nonce'
            : undefined;
    setProblem(found);
    setVerdict(undefined);
    if (found) return;
    const computedHash = await serverSeedHash(seed);
    setVerdict({
      reels: await spinReels(seed, values.clientSeed, Number(values.nonce.trim())),
      computedHash,
      hashMatches: hash ? computedHash === hash : undefined,
    });
  };
  const seedError = (field: Field) => (problem === field ? t('slot.verify.seedFormat') : undefined);

  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level="1">{t('slot.verify.title')}</Heading>
        <Text tone="muted">{t('slot.verify.lead')}</Text>
      </Stack>
      <Panel>
        <Stack as="form" space="medium" onSubmit={submit} noValidate>
          <TextField
            label={t('slot.verify.serverSeed')}
            autoComplete="off"
            spellCheck={false}
            value={values.serverSeed}
            onChange={set('serverSeed')}
            error={seedError('serverSeed')}
            required
          />
          <TextField
            label={t('slot.verify.serverSeedHash')}
            autoComplete="off"
            spellCheck={false}
            value={values.hash}
            onChange={set('hash')}
            hint={t('slot.verify.serverSeedHashHint')}
            error={seedError('hash')}
          />
          <TextField
            label={t('slot.verify.clientSeed')}
            autoComplete="off"
            spellCheck={false}
            value={values.clientSeed}
            onChange={set('clientSeed')}
            error={problem === 'clientSeed' ? t('slot.verify.clientSeedFormat') : undefined}
            required
          />
          <TextField
            label={t('slot.verify.nonce')}
            inputMode="numeric"
            autoComplete="off"
            value={values.nonce}
            onChange={set('nonce')}
            error={problem === 'nonce' ? t('slot.verify.nonceFormat') : undefined}
            required
          />
          <div>
            <Button type="submit">{t('slot.verify.submit')}</Button>
          </div>
        </Stack>
      </Panel>
      <div role="status">
        {verdict ? (
          <Panel title={t('slot.verify.result')}>
            <Stack space="small">
              <Text size="large" weight="strong">
                {t('slot.verify.reels', { reels: verdict.reels.join(' · ') })}
              </Text>
              {verdict.hashMatches === true ? (
                <FormMessage tone="positive">{t('slot.verify.hashOk')}</FormMessage>
              ) : null}
              {verdict.hashMatches === false ? (
                <FormMessage tone="critical">{t('slot.verify.hashBad')}</FormMessage>
              ) : null}
              <Text size="small">
                {t('slot.verify.computedHash', { hash: verdict.computedHash })}
              </Text>
            </Stack>
          </Panel>
        ) : null}
      </div>
    </Stack>
  );
}
