import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { BannerSlider } from '@croupier/ui';
import type { BannerGroup } from '@croupier/sdk';
import { lobby } from './api';
import { bannerCtaKey, toSlide } from './banners';
import { useCdnUrls } from './system';

interface Props {
  /** w_login (login popup), w_forget (forgot password), w_leftmenu (side menu bonus banner). */
  group: BannerGroup;
  /** The slider's accessible name. */
  label: string;
  /** Show only the first few banners of the group. */
  limit?: number;
  /** Whether its first picture is the page's (or the dialog's) largest: see BannerSlider's `priority`. Default true. */
  priority?: boolean;
}

/** A banner group's slides (spec §3 Banner), each opening what its linkage names; nothing while none. */
export function GroupBanner({ group, label, limit, priority = true }: Props) {
  const { t, i18n } = useTranslation();
  const banners = useQuery(lobby.banners({ groupName: group, language: i18n.language }));
  const { art } = useCdnUrls();
  const slides = (banners.data ?? [])
    .slice(0, limit)
    .map((banner) => toSlide(banner, (type) => t(bannerCtaKey(type)), art));
  if (slides.length === 0) return null;
  return (
    <BannerSlider
      banners={slides}
      priority={priority}
      messages={{
        label,
        pause: t('lobby.banner.pause'),
        play: t('lobby.banner.play'),
        slide: t('lobby.banner.slide'),
        goToSlide: t('lobby.banner.goToSlide'),
        loading: t('lobby.banner.loading'),
      }}
    />
  );
}
