import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Box, Heading, Link, PromotionImages, Spinner, Stack, Text } from '@croupier/ui';
import { isCroupierApiError } from '@croupier/sdk';
import { paths } from '@/config/paths';
import { lobby } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { withArtImages } from '@/shared/cdnUrl';
import { FormMessage } from '@/shared/FormMessage';
import { useCdnUrls } from '@/shared/system';
import { filterLabels, filterOf } from './promotionTypes';
import { usePeriod } from './usePeriod';
import { StaffHtml } from '@/shared/StaffHtml';

interface Props {
  id: string;
  /** The reward-center activity's state and buttons, for a promotion tied to one. */
  renderActivity: (activityCode: string) => ReactNode;
}

/** /promotions#<id> (spec §2): images in sequence, the content, how to take part, and the terms. */
export function PromotionDetail({ id, renderActivity }: Props) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const filter = filterOf(params.get('type'));
  const detail = useQuery(lobby.promotionDetail({ id, language: i18n.language }));
  const period = usePeriod();
  const { art } = useCdnUrls();
  const back = (
    <Link href={paths.promotions.href(undefined, filter === 'all' ? undefined : filter)}>
      {t('promotions.back')}
    </Link>
  );
  if (detail.isPending) return <Spinner label={t('promotions.loading')} />;
  if (detail.error) {
    const missing =
      isCroupierApiError(detail.error) && ['not_found', 'bad_request'].includes(detail.error.code);
    return (
      <Stack space="medium">
        <FormMessage tone="critical">
          {missing ? t('promotions.notFound') : errorMessage(t, detail.error)}
        </FormMessage>
        {back}
      </Stack>
    );
  }
  const promotion = detail.data;
  return (
    <Stack id={promotion.id} space="large">
      {back}
      <Stack space="xsmall">
        <Heading level="1">{promotion.title}</Heading>
        <Text tone="muted">
          {t(filterLabels[promotion.type])} · {period(promotion)}
        </Text>
      </Stack>
      <PromotionImages images={withArtImages(promotion, art).announcementImages} label={t('promotions.images')} />
      {/* Trusted HTML written by the operator's staff (the server never stores member input here). */}
      <StaffHtml html={promotion.content} />
      {promotion.activityCode ? (
        <Stack as="section" space="medium" aria-labelledby="promotion-take-part">
          <Heading level="2" id="promotion-take-part">
            {t('promotions.takePart')}
          </Heading>
          {renderActivity(promotion.activityCode)}
        </Stack>
      ) : null}
      <Stack as="section" space="small" aria-labelledby="promotion-terms">
        <Heading level="2" id="promotion-terms">
          {t('promotions.terms')}
        </Heading>
        <Box as="ol" paddingInlineStart="large">
          {promotion.terms.map((term) => (
            <Text key={term} as="li">
              {term}
            </Text>
          ))}
        </Box>
      </Stack>
    </Stack>
  );
}
