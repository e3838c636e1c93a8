import { useEffect, useRef, useState } from 'react';

/**
 * A profile's or collection's cover picture over the default cover (the gradient of the box it sits in). A
 * picture that fails to load is removed, so the default cover shows instead of a broken-image icon (spec 1
 * §8; issue 31). A picture that failed before hydration attached the listener is caught in the effect.
 */
export function CoverImage({ src }: { src: string | null | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0 && src) setFailed(src);
  }, [src]);
  if (!src || failed === src) return null;
  return <img ref={img} src={src} alt="" className="size-full object-cover" onError={() => setFailed(src)} />;
}
