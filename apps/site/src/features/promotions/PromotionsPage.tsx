import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Heading, Stack, Text } from '@croupier/ui';
import { PromotionDetail } from './PromotionDetail';
import { PromotionList } from './PromotionList';

interface Props {
  /** The reward center's own state and buttons for an activity (the app composes it: features stay apart). */
  renderActivity: (activityCode: string) => ReactNode;
}

/** /promotions (spec §2): the list under its type filter, or with a hash the promotion it names. */
export function PromotionsPage({ renderActivity }: Props) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const id = decodeURIComponent(hash.slice(1));
  if (id) return <PromotionDetail key={id} id={id} renderActivity={renderActivity} />;
  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level="1">{t('promotions.title')}</Heading>
        <Text tone="muted">{t('promotions.lead')}</Text>
      </Stack>
      <PromotionList />
    </Stack>
  );
}
