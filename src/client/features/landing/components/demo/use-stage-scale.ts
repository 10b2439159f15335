import { useEffect, useState, type RefObject } from 'react';
import { STAGE_WIDTH } from './demo-visuals';

/** The 640 × 360 stage, scaled to the frame's width. */
export function useStageScale(stageBox: RefObject<HTMLDivElement | null>) {
  const [value, setValue] = useState(1);

  useEffect(() => {
    const box = stageBox.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setValue(entry.contentRect.width / STAGE_WIDTH);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [stageBox]);

  return value;
}
