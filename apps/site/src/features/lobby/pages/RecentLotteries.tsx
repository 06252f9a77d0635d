import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Heading, Link, Stack } from '@croupier/ui';
import { paths } from '@/config/paths';
import { lottery } from '@/shared/api';
import { lotteryPageHref } from '../gameStart';

/** The member's recently played lotteries (all vendors), each a link to its own lottery page. */
export function RecentLotteries() {
  const { t, i18n } = useTranslation();
  const recent = useQuery(lottery.recentMenu({ language: i18n.language }));
  const headingId = useId();
  if (!recent.data?.length) return null;
  return (
    <Stack as="section" space="small" aria-labelledby={headingId}>
      <Heading level="2" id={headingId}>
        {t('lobby.lottery.recent')}
      </Heading>
      <Stack as="ul" space="xsmall">
        {recent.data.map((game) => (
          <li key={game.nodeId}>
            <Link
              href={
                lotteryPageHref(game.vassalage, game.gameCode) ?? paths.lottery.href(game.gameCode)
              }
            >
              {game.displayName}
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
