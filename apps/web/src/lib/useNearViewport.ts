import { useEffect, useRef, useState } from 'react';

/** Becomes true once the element is within `offset` px of the viewport, then stays true (debounced). */
export function useNearViewport(offset = 200, debounceMs = 500) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const io = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer);
        if (entry?.isIntersecting) timer = setTimeout(() => setNear(true), debounceMs);
      },
      { rootMargin: `${offset}px` },
    );
    io.observe(el);
    return () => {
      clearTimeout(timer);
      io.disconnect();
    };
  }, [offset, debounceMs, near]);
  return { ref, near };
}
