import { useRef, useState, type PointerEvent } from 'react';

/** Movement (px) after which a press on an item is a drag rather than a tap. */
const DRAG_THRESHOLD = 6;

export interface PickAndDrop {
  /** The item picked by a tap, waiting for a tap on a drop place. */
  picked: string | null;
  /** Where a dragged item is (viewport px), to draw it under the finger; null when not dragging. */
  ghost: { id: string; x: number; y: number } | null;
  itemProps: (id: string) => {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
  targetProps: (id: string) => { 'data-drop-id': string; onClick: () => void };
}

/**
 * Pointer-only placing on top of an accessible path (selects, radios): drag an item onto an element
 * marked `data-drop-id`, or tap the item and then the place. Works with mouse, pen and touch.
 */
export function usePickAndDrop(onDrop: (itemId: string, targetId: string) => void, disabled = false): PickAndDrop {
  const [picked, setPicked] = useState<string | null>(null);
  const [ghost, setGhost] = useState<PickAndDrop['ghost']>(null);
  const press = useRef<{ id: string; x: number; y: number; moved: boolean; wasPicked: boolean } | null>(null);

  const itemProps: PickAndDrop['itemProps'] = (id) => ({
    onPointerDown: (event) => {
      if (disabled || event.button > 0) return;
      press.current = { id, x: event.clientX, y: event.clientY, moved: false, wasPicked: picked === id };
      setPicked(id);
      if (typeof event.currentTarget.setPointerCapture === 'function' && event.pointerId !== undefined) {
        try {
          event.currentTarget.setPointerCapture(event.pointerId);
        } catch {
          // A synthetic pointer: the drop is still found from the release position.
        }
      }
    },
    onPointerMove: (event) => {
      const current = press.current;
      if (!current) return;
      if (!current.moved && Math.hypot(event.clientX - current.x, event.clientY - current.y) < DRAG_THRESHOLD) return;
      current.moved = true;
      setGhost({ id: current.id, x: event.clientX, y: event.clientY });
    },
    onPointerUp: (event) => {
      const current = press.current;
      press.current = null;
      setGhost(null);
      if (!current) return;
      if (!current.moved) {
        if (current.wasPicked) setPicked(null);
        return;
      }
      const under = typeof document.elementFromPoint === 'function' ? document.elementFromPoint(event.clientX, event.clientY) : null;
      const target = under?.closest('[data-drop-id]')?.getAttribute('data-drop-id');
      if (target) onDrop(current.id, target);
      setPicked(null);
    },
    onPointerCancel: () => {
      press.current = null;
      setGhost(null);
    },
  });

  const targetProps: PickAndDrop['targetProps'] = (id) => ({
    'data-drop-id': id,
    onClick: () => {
      if (disabled || picked === null) return;
      onDrop(picked, id);
      setPicked(null);
    },
  });

  return { picked, ghost, itemProps, targetProps };
}
