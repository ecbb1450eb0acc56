import { describe, expect, it, vi } from 'vitest';
import { BrowserFileSaver, REVOKE_AFTER_MS } from '@infrastructure/browser/BrowserFileSaver';
import { FixedClock } from '@tests/fakes/FixedClock';
import { ManualTimers } from '@tests/unit/application/assessments/taking/support/ManualTimers';

function setUp() {
  const timers = new ManualTimers(new FixedClock());
  const urls = { createObjectURL: vi.fn((_blob: Blob) => 'blob:tiza/1'), revokeObjectURL: vi.fn((_url: string) => undefined) };
  const clicked: { href: string; download: string; inPage: boolean }[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download, inPage: document.body.contains(this) });
  });
  return { saver: new BrowserFileSaver(timers, () => document, urls), timers, urls, clicked, restore: () => click.mockRestore() };
}

describe('BrowserFileSaver', () => {
  it('clicks a temporary download link to an object URL, removes it, and revokes the URL later', () => {
    const { saver, timers, urls, clicked, restore } = setUp();
    try {
      const content = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
      saver.save({ name: 'Matemáticas 2º ESO-2026-11-25.pdf', type: 'application/pdf', content });

      expect(urls.createObjectURL).toHaveBeenCalledWith(content);
      expect(clicked).toEqual([{ href: 'blob:tiza/1', download: 'Matemáticas 2º ESO-2026-11-25.pdf', inPage: true }]);
      expect(document.querySelectorAll('a[download]')).toHaveLength(0);
      expect(urls.revokeObjectURL).not.toHaveBeenCalled();
      timers.advance(REVOKE_AFTER_MS);
      expect(urls.revokeObjectURL).toHaveBeenCalledWith('blob:tiza/1');
    } finally {
      restore();
    }
  });

  it('gives the blob the type the server answered when the blob carries another', () => {
    const { saver, urls, restore } = setUp();
    try {
      saver.save({ name: 'notas.csv', type: 'text/csv; charset=utf-8', content: new Blob(['a;b']) });
      expect(urls.createObjectURL.mock.calls[0]?.[0].type).toBe('text/csv; charset=utf-8');
    } finally {
      restore();
    }
  });
});
