// True while the reader scrolls down the page (by wheel, touch or scrollbar), false again as soon as they scroll up
// or are near the top: the floating buttons step aside so they never sit on the text being read. A keyboard user
// keeps them: Tab scrolls the page too, and a control that hid itself from the Tab order would be unreachable.
import { useEffect, useState } from 'react';

const NEAR_TOP = 80; // px: at the top of a page the buttons always show
const MIN_STEP = 8; // px: smaller moves (a bounce, a rounding) change nothing

export function useHiddenWhileScrollingDown(): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let lastY = window.scrollY;
    let byKeyboard = false;
    const onScroll = () => {
      const y = window.scrollY;
      const step = y - lastY;
      if (y < NEAR_TOP) setHidden(false);
      else if (Math.abs(step) >= MIN_STEP) setHidden(step > 0 && !byKeyboard);
      if (y < NEAR_TOP || Math.abs(step) >= MIN_STEP) lastY = y;
    };
    const onKey = () => {
      byKeyboard = true;
      setHidden(false);
    };
    const onPointer = () => {
      byKeyboard = false;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('keydown', onKey);
    for (const type of ['wheel', 'touchstart', 'pointerdown'] as const)
      window.addEventListener(type, onPointer, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('keydown', onKey);
      for (const type of ['wheel', 'touchstart', 'pointerdown'] as const)
        window.removeEventListener(type, onPointer);
    };
  }, []);

  return hidden;
}
