import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, Heading, Stack, Text, TextField } from '@croupier/ui';
import { crashPointFromHash, formatMultiplier, isRoundHash, previousHash } from '@croupier/fair';
import { FormMessage } from '@/shared/FormMessage';
import { Panel } from '@/shared/MemberPageFrame';

interface Verdict {
  crashPoint: number;
  computedPrevious: string;
  /** Whether SHA-256 of the hash is the previous hash given; undefined when none was given. */
  linked?: boolean;
}

/**
 * The public crash round verifier (/crash/verify, issue 14): the crash point and the chain link of a round,
 * recomputed here with Web Crypto from the hash alone; nothing goes to the server.
 */
export function CrashVerifyPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [hash, setHash] = useState(search.get('hash') ?? '');
  const [previous, setPrevious] = useState(search.get('previous') ?? '');
  const [problem, setProblem] = useState<'hash' | 'previous'>();
  const [verdict, setVerdict] = useState<Verdict>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const round = hash.trim().toLowerCase();
    const before = previous.trim().toLowerCase();
    const found = !isRoundHash(round) ? 'hash' : before && !isRoundHash(before) ? 'previous' : undefined;
    setProblem(found);
    setVerdict(undefined);
    if (found) return;
    const computedPrevious = await previousHash(round);
    setVerdict({
      crashPoint: crashPointFromHash(round),
      computedPrevious,
      linked: before ? computedPrevious === before : undefined,
    });
  };

  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level="1">{t('crash.verify.title')}</Heading>
        <Text tone="muted">{t('crash.verify.lead')}</Text>
      </Stack>
      <Panel>
        <Stack as="form" space="medium" onSubmit={submit} noValidate>
          <TextField
            label={t('crash.verify.hash')}
            autoComplete="off"
            spellCheck={false}
            value={hash}
            onChange={(event) => setHash(event.target.value)}
            error={problem === 'hash' ? t('crash.verify.hashFormat') : undefined}
            required
          />
          <TextField
            label={t('crash.verify.previous')}
            autoComplete="off"
            spellCheck={false}
            value={previous}
            onChange={(event) => setPrevious(event.target.value)}
            hint={t('crash.verify.previousHint')}
            error={problem === 'previous' ? t('crash.verify.hashFormat') : undefined}
          />
          <div>
            <Button type="submit">{t('crash.verify.submit')}</Button>
          </div>
        </Stack>
      </Panel>
      <div role="status">
        {verdict ? (
          <Panel title={t('crash.verify.result')}>
            <Stack space="small">
              <Text size="large" weight="strong">
                {t('crash.verify.crashPoint', { point: formatMultiplier(verdict.crashPoint) })}
              </Text>
              {verdict.linked === true ? (
                <FormMessage tone="positive">{t('crash.verify.linkOk')}</FormMessage>
              ) : null}
              {verdict.linked === false ? (
                <FormMessage tone="critical">{t('crash.verify.linkBad')}</FormMessage>
              ) : null}
              <Text size="small">{t('crash.verify.computedPrevious', { hash: verdict.computedPrevious })}</Text>
            </Stack>
          </Panel>
        ) : null}
      </div>
    </Stack>
  );
}
