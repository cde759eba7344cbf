import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

const AHEAD = '100% 0px';

interface DeferredSectionProps {
  /** A lazy part: its chunk is fetched only once the section is rendered. */
  children: ReactNode;
  /** Height reserved until the part has rendered (e.g. 'min-h-[40rem]'), so later sections do not jump. */
  reserve: string;
}

/**
 * Home keeps everything below Featured Meals out of its first load: a section renders (and fetches its
 * chunk and data) when it is on screen, or, once the reader has scrolled, within a screen of the viewport.
 * Without IntersectionObserver (old browsers, jsdom) it renders at once.
 */
export function DeferredSection({ children, reserve }: DeferredSectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    // A section the reader has already scrolled past (a fast fling, End, a link to the footer) renders too:
    // an observer only reports where the box is when it looks, and may never see it inside the margin.
    const observe = (rootMargin: string) => {
      const observer = new IntersectionObserver(
        (entries) => setNear(entries.some((e) => e.isIntersecting || e.boundingClientRect.bottom < 0)),
        { rootMargin },
      );
      observer.observe(element);
      return observer;
    };
    // Until the reader scrolls, only a section already on screen renders, so the first screen has the CPU to
    // itself (a phone's first screen ends just above Recent Meals); from the first scroll, a screen ahead.
    const scrolled = window.scrollY > 0;
    let observer = observe(scrolled ? AHEAD : '0px');
    const onScroll = () => {
      observer.disconnect();
      observer = observe(AHEAD);
    };
    if (!scrolled) window.addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, [near]);

  if (!near) return <div ref={ref} className={reserve} />;
  return <Suspense fallback={<div className={reserve} />}>{children}</Suspense>;
}
