import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The lobby widgets' built-in texts, translated (the kit takes them through `messages` props). */
export function useLobbyMessages() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      banner: {
        label: t('lobby.banner.label'),
        pause: t('lobby.banner.pause'),
        play: t('lobby.banner.play'),
        slide: t('lobby.banner.slide'),
        goToSlide: t('lobby.banner.goToSlide'),
        loading: t('lobby.banner.loading'),
      },
      promotions: {
        title: t('lobby.promotions.title'),
        previous: t('lobby.promotions.previous'),
        next: t('lobby.promotions.next'),
        more: t('lobby.promotions.more'),
        loading: t('lobby.promotions.loading'),
      },
      jackpot: { label: t('lobby.jackpot.label') },
      winners: {
        title: t('lobby.winners.title'),
        empty: t('lobby.winners.empty'),
        loading: t('lobby.winners.loading'),
        rank: t('lobby.winners.rank'),
      },
      notices: {
        label: t('lobby.notices.label'),
        pause: t('lobby.notices.pause'),
        play: t('lobby.notices.play'),
      },
      hotGames: {
        title: t('lobby.hotGames.title'),
        previous: t('lobby.hotGames.previous'),
        next: t('lobby.hotGames.next'),
        pause: t('lobby.hotGames.pause'),
        play: t('lobby.hotGames.play'),
        more: t('lobby.hotGames.more'),
        loading: t('lobby.hotGames.loading'),
      },
      announcement: {
        previous: t('lobby.announcement.previous'),
        next: t('lobby.announcement.next'),
        counter: t('lobby.announcement.counter'),
        close: t('lobby.announcement.close'),
      },
      grid: {
        label: t('lobby.grid.label'),
        loading: t('lobby.grid.loading'),
        emptyTitle: t('lobby.grid.emptyTitle'),
        emptyDescription: t('lobby.grid.emptyDescription'),
      },
    }),
    [t],
  );
}
