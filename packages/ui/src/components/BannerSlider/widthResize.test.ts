import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { WidthResize } from './widthResize';

/** A ResizeObserver the test drives: `resize(width, height)` reports the element's new content box. */
class FakeObserver {
  static current: FakeObserver | undefined;
  target: Element | undefined;
  disconnected = false;
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeObserver.current = this;
  }
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {
    this.disconnected = true;
  }
  resize(width: number, height: number) {
    const entry = { target: this.target, contentRect: { width, height } } as unknown as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
}

/** The module's view of a Swiper: its element, the size it measured, and its events. */
function setUp(width: number) {
  const handlers = new Map<string, (() => void)[]>();
  const emitted: string[] = [];
  const swiper = { el: document.createElement('div'), width, destroyed: false, initialized: true };
  WidthResize({
    swiper: swiper as unknown as SwiperInstance,
    params: {},
    extendParams: () => {},
    on: ((event: string, handler: () => void) => handlers.set(event, [...(handlers.get(event) ?? []), handler])) as never,
    once: (() => {}) as never,
    off: (() => {}) as never,
    emit: ((event: string) => emitted.push(event)) as never,
  });
  const fire = (event: string) => handlers.get(event)?.forEach((handler) => handler());
  return { swiper, emitted, fire };
}

describe('WidthResize', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', FakeObserver);
    FakeObserver.current = undefined;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('leaves a carousel alone when only its height moves, or its width by less than a pixel', () => {
    const { emitted, fire } = setUp(372);
    fire('init');
    // the first observation: a fractional height, the width Swiper measured (Swiper's own observer resized here)
    FakeObserver.current!.resize(372.4, 225.34375);
    vi.runAllTimers();
    FakeObserver.current!.resize(372, 204);
    vi.runAllTimers();
    expect(emitted).toEqual([]);
  });

  it('measures the carousel again, a frame later and once, when its width changes', () => {
    const { swiper, emitted, fire } = setUp(372);
    fire('init');
    FakeObserver.current!.resize(500, 225);
    FakeObserver.current!.resize(600, 225);
    expect(emitted).toEqual([]);
    vi.runAllTimers();
    expect(emitted).toEqual(['beforeResize', 'resize']);
    // measured (as Swiper's resize would): the same width again is no change
    swiper.width = 600;
    FakeObserver.current!.resize(600, 240);
    vi.runAllTimers();
    expect(emitted).toHaveLength(2);
  });

  it('stops watching when the carousel goes', () => {
    const { swiper, emitted, fire } = setUp(372);
    fire('init');
    FakeObserver.current!.resize(500, 225);
    swiper.destroyed = true;
    fire('destroy');
    vi.runAllTimers();
    expect(FakeObserver.current!.disconnected).toBe(true);
    expect(emitted).toEqual([]);
  });
});
