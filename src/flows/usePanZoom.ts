import { useEffect, useRef, useState, type PointerEvent } from 'react';

interface View {
  x: number;
  y: number;
  zoom: number;
}
interface Point {
  x: number;
  y: number;
}

const MIN_ZOOM = 0.2;
const MAX_ZOOM = 2;
/** Below this a first look at a wide chart on a phone would be too small to read. */
const MIN_FIT_ZOOM = 0.6;
const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y) || 1;

/** Zooms by `factor` keeping the point `at` (in viewport pixels) where it is on screen. */
const zoomed = (v: View, factor: number, at: Point): View => {
  const zoom = clampZoom(v.zoom * factor);
  const k = zoom / v.zoom;
  return { zoom, x: at.x - (at.x - v.x) * k, y: at.y - (at.y - v.y) * k };
};

/** Where a pointer is, in the element's own pixels. */
const pointIn = (element: HTMLElement, e: { clientX: number; clientY: number }): Point => {
  const rect = element.getBoundingClientRect();
  return { x: e.clientX - rect.left, y: e.clientY - rect.top };
};

/**
 * Pan by dragging, zoom by wheel, pinch or buttons, for a viewport showing a transformed canvas;
 * each new content is first shown from its top, centred, as wide as the viewport allows.
 */
export function usePanZoom(content: { width: number } | undefined) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [view, setView] = useState<View>({ x: 0, y: 0, zoom: 1 });
  const pointers = useRef(new Map<number, Point>());

  const local = (e: { clientX: number; clientY: number }) => pointIn(viewport!, e);

  // React's wheel listener is passive; this one must not be, or the page scrolls while zooming.
  useEffect(() => {
    if (!viewport) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const at = pointIn(viewport, e);
      setView((v) => zoomed(v, Math.exp(-e.deltaY / 500), at));
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, [viewport]);

  const release = (e: PointerEvent) => pointers.current.delete(e.pointerId);
  const handlers = {
    onPointerDown: (e: PointerEvent) => pointers.current.set(e.pointerId, local(e)),
    onPointerMove: (e: PointerEvent) => {
      const previous = pointers.current.get(e.pointerId);
      if (!previous) return;
      const current = local(e);
      const other = [...pointers.current].find(([id]) => id !== e.pointerId)?.[1];
      pointers.current.set(e.pointerId, current);
      // With two fingers, each finger's move pans half and the spread between them zooms.
      const share = other ? 0.5 : 1;
      setView((v) => {
        const panned = { ...v, x: v.x + (current.x - previous.x) * share, y: v.y + (current.y - previous.y) * share };
        return other ? zoomed(panned, distance(current, other) / distance(previous, other), { x: (current.x + other.x) / 2, y: (current.y + other.y) / 2 }) : panned;
      });
    },
    onPointerUp: release,
    onPointerCancel: release,
    onPointerLeave: release,
  };

  useEffect(() => {
    if (!viewport || !content) return;
    const zoom = Math.max(MIN_FIT_ZOOM, Math.min(1, viewport.clientWidth / content.width));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the fit needs the mounted viewport's width
    setView({ zoom, x: (viewport.clientWidth - content.width * zoom) / 2, y: 0 });
  }, [viewport, content]);

  const zoomBy = (factor: number) => setView((v) => zoomed(v, factor, { x: (viewport?.clientWidth ?? 0) / 2, y: (viewport?.clientHeight ?? 0) / 2 }));

  return { viewportRef: setViewport, view, handlers, zoomBy };
}
