import { startTransition, useState } from 'react';
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
      // Swiper hands its instance over in a layout effect, where a plain update would re-render the carousel
      // and every tile in the same task as the mount; as a transition React renders it in slices (issue 16: TBT)
      onSwiper: (instance: SwiperInstance) =>
        startTransition(() => {
          setSwiper(instance);
          update(instance);
        }),
      onSlideChange: update,
      onResize: update,
      onBreakpoint: update,
      onAfterInit: (instance: SwiperInstance) => startTransition(() => update(instance)),
    },
  };
};
