import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertDialog, Box, Button, Inline, Stack, StatusPill, Text, TextField } from '@croupier/ui';
import { memberCenterKeys, type ExternalAccount, type ExternalProvider } from '@croupier/sdk';
import { memberCenterMutations, memberCenterQueries } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import { useKitMessages } from '@/shared/kitMessages';
import { Panel } from '@/shared/MemberPageFrame';

const providerNames: Record<ExternalProvider, string> = { GOOGLE: 'Google', FACEBOOK: 'Facebook', TELEGRAM: 'Telegram', WHATSAPP: 'WhatsApp' };

/** External account binding (spec §4): a pending binding can be changed or removed; once confirmed it cannot. */
export function ExternalAccountsSection() {
  const { t } = useTranslation();
  const list = useQuery(memberCenterQueries.externalAccounts());
  if (!list.data) return null;
  return (
    <Panel title={t('security.externalTitle')}>
      <Text tone="muted">{t('security.externalLead')}</Text>
      <Stack space="medium">
        {list.data.providers.map((provider) => (
          <ProviderRow key={provider} provider={provider} account={list.data.accounts.find((a) => a.provider === provider)} />
        ))}
      </Stack>
    </Panel>
  );
}

function ProviderRow({ provider, account }: { provider: ExternalProvider; account: ExternalAccount | undefined }) {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const queryClient = useQueryClient();
  const [externalId, setExternalId] = useState('');
  const [editing, setEditing] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: memberCenterKeys.externalAccounts });
  const bind = useMutation({ ...memberCenterMutations.bindExternalAccount(), onSuccess: () => { setEditing(false); setExternalId(''); refresh(); } });
  const confirm = useMutation({ ...memberCenterMutations.confirmExternalAccount(), onSuccess: refresh });
  const unlink = useMutation({ ...memberCenterMutations.unlinkExternalAccount(), onSuccess: refresh });
  const error = bind.error ?? confirm.error ?? unlink.error;
  const name = providerNames[provider];
  const [tooShort, setTooShort] = useState(false);

  const submitBind = () => {
    const value = externalId.trim();
    setTooShort(value.length < 3);
    if (value.length >= 3) bind.mutate({ provider, externalId: value });
  };

  return (
    <Box as="section" aria-label={name} border="standard" borderRadius="medium" padding="medium">
      <Stack space="small">
        <Inline space="small" alignY="center" align="between">
          <Text weight="strong">{name}</Text>
          {account ? (
            <StatusPill status={account.status === 'confirmed' ? 'success' : 'pending'} size="small" messages={{ ...kit.statusPill, success: t('security.confirmed'), pending: t('security.pending') }} />
          ) : null}
        </Inline>
        {account && !editing ? (
          <Stack space="small">
            <Text>{account.externalId}</Text>
            {account.status === 'confirmed' ? (
              <Text tone="muted" size="small">{t('security.externalLocked')}</Text>
            ) : (
              <Inline space="small">
                <AlertDialog
                  title={t('security.confirmBindingTitle', { provider: name })}
                  description={t('security.confirmBindingDescription')}
                  confirmLabel={t('security.confirmBinding')}
                  cancelLabel={t('common.cancel')}
                  confirming={confirm.isPending}
                  onConfirm={() => confirm.mutate(provider)}
                  trigger={<Button size="small">{t('security.confirmBinding')}</Button>}
                />
                <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
                  {t('security.changeBinding')}
                </Button>
                <Button size="small" variant="ghost" loading={unlink.isPending} onClick={() => unlink.mutate(provider)}>
                  {t('security.unlink')}
                </Button>
              </Inline>
            )}
          </Stack>
        ) : (
          <Inline space="small" alignY="bottom">
            <TextField
              label={t('security.externalId', { provider: name })}
              value={externalId}
              onChange={(event) => setExternalId(event.target.value)}
              maxLength={128}
              error={tooShort ? t('security.externalIdShort') : undefined}
            />
            <Button loading={bind.isPending} onClick={submitBind}>
              {t('security.bind')}
            </Button>
          </Inline>
        )}
        {error ? <FormMessage tone="critical">{errorMessage(t, error)}</FormMessage> : null}
      </Stack>
    </Box>
  );
}
