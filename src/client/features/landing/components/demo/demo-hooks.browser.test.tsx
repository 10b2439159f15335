import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, renderHook } from 'vitest-browser-react';
import { CONTROLS_HIDE_MS, useControlBar } from './use-control-bar';
import { STAGE_WIDTH } from './demo-visuals';
import { useStageScale } from './use-stage-scale';

// The guided demo's hooks, out of demo-player.tsx into files of their own (docs/decisions/031-one-way-per-thing.md),
// each tested on its own in a real browser (docs/product.md#guided-demo).

afterEach(() => {
  vi.useRealTimers();
});

describe('useControlBar', () => {
  it(`hides the bar ${CONTROLS_HIDE_MS} ms after the last activity while playing, and shows it again on activity`, async () => {
    vi.useFakeTimers();
    const hook = await renderHook(() => useControlBar(true));
    expect(hook.result.current.visible).toBe(true);
    const wait = (ms: number) =>
      hook.act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      });
    await wait(CONTROLS_HIDE_MS - 100);
    expect(hook.result.current.visible).toBe(true);
    await wait(200);
    expect(hook.result.current.visible).toBe(false);
    await hook.act(() => hook.result.current.onActivity());
    expect(hook.result.current.visible).toBe(true);
  });

  it('keeps the bar while paused', async () => {
    vi.useFakeTimers();
    const hook = await renderHook(() => useControlBar(false));
    await vi.advanceTimersByTimeAsync(CONTROLS_HIDE_MS * 2);
    expect(hook.result.current.visible).toBe(true);
  });
});

describe('useStageScale', () => {
  function Stage({ width }: { width: number }) {
    const box = useRef<HTMLDivElement>(null);
    const scale = useStageScale(box);
    return (
      <div ref={box} style={{ width }}>
        scale {scale}
      </div>
    );
  }

  it('scales the stage to the width of its frame', async () => {
    const screen = await render(<Stage width={STAGE_WIDTH * 1.5} />);
    await expect.element(screen.getByText('scale 1.5')).toBeVisible();
  });
});
