import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { BannerSlider } from '@croupier/ui';
import { lobby } from '@/shared/api';
import { bannerCtaKey, toSlide } from '@/shared/banners';
import { useCdnUrls } from '@/shared/system';
import { useLobbyMessages } from '../kitMessages';

/**
 * The home's banners (spec §2 banner slider): each with its headline and a call to action that opens
 * what it links to (a promotion, a game, a category, a page, or an outside URL in a new tab).
 */
export function HomeBanners() {
  const { t, i18n } = useTranslation();
  const messages = useLobbyMessages();
  const banners = useQuery(lobby.banners({ groupName: 'w_home', language: i18n.language }));
  const { art } = useCdnUrls();
  const slides = useMemo(
    () => (banners.data ?? []).map((banner) => toSlide(banner, (type) => t(bannerCtaKey(type)), art)),
    [banners.data, t, art],
  );
  const urlTargets = new Map(
    (banners.data ?? []).filter((b) => b.linkageType === 'URL').map((b) => [b.id, b.linkageTarget]),
  );
  return (
    <BannerSlider
      banners={slides}
      loading={banners.isPending}
      onSelect={(slide) => {
        const url = urlTargets.get(String(slide.id));
        if (url) window.open(url, '_blank', 'noopener');
      }}
      messages={messages.banner}
    />
  );
}
