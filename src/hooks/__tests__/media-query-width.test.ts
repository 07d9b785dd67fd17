// The width rule the build-time render uses for useMediaQuery (a phone, 360 px wide).
import { describe, expect, it } from 'vitest';
import { matchesWidth, PRERENDER_VIEWPORT_WIDTH } from '@/hooks/use-media-query';

describe('matchesWidth', () => {
  it('evaluates min-width and max-width, alone or joined by and', () => {
    expect(matchesWidth('(max-width: 900px)', 360)).toBe(true);
    expect(matchesWidth('(min-width: 992px)', 360)).toBe(false);
    expect(matchesWidth('(min-width: 768px)', 768)).toBe(true);
    expect(matchesWidth('(min-width: 300px) and (max-width: 400px)', 360)).toBe(true);
    expect(matchesWidth('(min-width: 300px) and (max-width: 350px)', 360)).toBe(false);
  });

  it('answers false to a query it cannot read', () => {
    expect(matchesWidth('(prefers-reduced-motion: reduce)', 360)).toBe(false);
  });

  it('lays the pre-rendered screens out for a phone: the sidebar closed, no side columns', () => {
    expect(matchesWidth('(max-width: 900px)', PRERENDER_VIEWPORT_WIDTH)).toBe(true);
    expect(matchesWidth('(min-width: 768px)', PRERENDER_VIEWPORT_WIDTH)).toBe(false);
  });
});
