import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Box, EmptyState, Grid, PromotionCard, Spinner } from '@croupier/ui';
import { Gift } from 'lucide-react';
import { paths } from '@/config/paths';
import { lobby } from '@/shared/api';
import { ChoiceButtons } from '@/shared/ChoiceButtons';
import { errorMessage } from '@/shared/errors';
import { withArtImages } from '@/shared/cdnUrl';
import { FormMessage } from '@/shared/FormMessage';
import { useCdnUrls } from '@/shared/system';
import { filterLabels, filterOf, promotionFilters } from './promotionTypes';
import { usePeriod } from './usePeriod';

/** The promotions as cards under a type filter kept in ?type, so reload and back keep it (spec §2, §3). */
export function PromotionList() {
  const { t, i18n } = useTranslation();
  const { art } = useCdnUrls();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('type'));
  const type = filter === 'all' ? undefined : filter;
  const promotions = useQuery(lobby.promotions({ language: i18n.language, ...(type && { type }) }));
  const period = usePeriod();
  return (
    <>
      <ChoiceButtons
        label={t('promotions.filter')}
        choices={promotionFilters.map((value) => ({ value, label: t(filterLabels[value]) }))}
        value={filter}
        onChange={(value) => setParams(value === 'all' ? {} : { type: value })}
      />
      {promotions.error ? (
        <FormMessage tone="critical">{errorMessage(t, promotions.error)}</FormMessage>
      ) : null}
      {promotions.isPending ? <Spinner label={t('promotions.loading')} /> : null}
      {promotions.data?.length === 0 ? (
        <EmptyState
          icon={Gift}
          size="small"
          title={t('promotions.empty')}
          description={t('promotions.emptyText')}
          headingAs="h2"
        />
      ) : null}
      {promotions.data?.length ? (
        <Grid as="ul" columns={[1, 2, 3]} gap="large" aria-label={t(filterLabels[filter])}>
          {promotions.data.map((promotion, index) => (
            <Box as="li" key={promotion.id} display="flex">
              <PromotionCard
                promotion={{ ...withArtImages(promotion, art), href: paths.promotions.href(promotion.id, type) }}
                label={t(filterLabels[promotion.type])}
                period={period(promotion)}
                lazy={index >= 6}
              />
            </Box>
          ))}
        </Grid>
      ) : null}
    </>
  );
}
