import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, Heading, Stack } from '@croupier/ui';
import { InlineGame } from './InlineGame';

/** /seamless?nodeId (spec §2): one game on a page of its own, without the side menu. */
export function SeamlessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const nodeId = params.get('nodeId');
  return (
    <Stack space="large">
      <Heading level="1">{t('lobby.seamless.title')}</Heading>
      {nodeId ? (
        <InlineGame key={nodeId} nodeId={nodeId} title={t('lobby.seamless.title')} />
      ) : (
        <EmptyState title={t('lobby.seamless.none')} />
      )}
    </Stack>
  );
}
