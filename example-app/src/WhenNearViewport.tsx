import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once its place on the page comes within 200 px of the viewport: a section below the
 * fold (the launchpool project's records) then loads its code and data when the visitor scrolls towards it,
 * not with the page. Until then an empty marker holds its place (what appears below the fold moves nothing
 * on screen). Where the browser cannot tell (no IntersectionObserver) it renders at once.
 */
export function WhenNearViewport({ children }: { readonly children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = placeholder.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={placeholder} />;
}
