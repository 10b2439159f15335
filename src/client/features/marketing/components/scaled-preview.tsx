import { useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useHydrated } from '../../../hooks/use-hydrated';
import type { PixelSize } from '../flyer-content';

/**
 * An image-sized element shown scaled down to the width available (docs/product.md#marketing-flyer). The
 * element itself (`ref`) stays at its full pixel size and unscaled, so it is what the PNG captures; the scale
 * sits on a wrapper, and the wrapper's height is reserved so the page flows around the scaled image.
 */
export function ScaledPreview({
  size,
  label,
  ref,
  children,
}: {
  size: PixelSize;
  label: string;
  ref: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0);
  const hydrated = useHydrated();

  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const update = () => setScale(Math.min(1, element.clientWidth / size.width));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [size.width, hydrated]);

  // The pre-rendered page may carry no style attribute (the CSP refuses them; docs/decisions/018-fast-first-paint.md):
  // until hydration a square's space is held by a class, and the image is drawn once the scale is known anyway.
  if (!hydrated) {
    return (
      <figure
        ref={frame}
        aria-label={label}
        className="relative w-full overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm"
      >
        <div className={size.width === size.height ? 'aspect-square' : undefined} />
      </figure>
    );
  }

  return (
    <figure ref={frame} aria-label={label} className="relative w-full overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      <div style={{ height: Math.round(size.height * scale) }} />
      <div className="absolute top-0 left-0 origin-top-left" style={{ transform: `scale(${scale})` }}>
        <div ref={ref} style={{ width: size.width, height: size.height }} className="overflow-hidden bg-white">
          {children}
        </div>
      </div>
    </figure>
  );
}
