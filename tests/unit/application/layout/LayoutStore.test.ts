import { describe, expect, it } from 'vitest';
import { LayoutStore } from '@application/layout/LayoutStore';

describe('LayoutStore', () => {
  it('is compact under 1024 px, where navigation opens on demand', () => {
    const layout = new LayoutStore();
    layout.setWidth(1024);
    expect(layout.isCompact).toBe(false);
    expect(layout.isNavVisible).toBe(true);

    layout.setWidth(1023);
    expect(layout.isCompact).toBe(true);
    expect(layout.isNavVisible).toBe(false);
    layout.toggleNav();
    expect(layout.isNavVisible).toBe(true);

    layout.setWidth(1280);
    expect(layout.navOpen).toBe(false);
  });
});
