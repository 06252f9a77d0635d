import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';

/** Tracks the Swiper instance and whether it sits at its first or last slide, for the arrow buttons. */
export const useSwiperEdges = () => {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const update = (instance: SwiperInstance) =>
    setEdges((current) =>
      current.atStart === instance.isBeginning && current.atEnd === instance.isEnd
        ? current
        : { atStart: instance.isBeginning, atEnd: instance.isEnd },
    );
  return {
    swiper,
    ...edges,
    swiperProps: {
      onSwiper: (instance: SwiperInstance) => {
        setSwiper(instance);
        update(instance);
      },
      onSlideChange: update,
      onResize: update,
      onBreakpoint: update,
      onAfterInit: update,
    },
  };
};
