import { describe, expect, it } from 'vitest';
import { decodeEntities, stripTags } from '@domain/messaging/stripTags';

describe('stripTags on hostile input', () => {
  // Inputs that make naive regular expressions backtrack; a linear scan finishes them at once.
  it.each([
    ['unclosed tags', '<a '.repeat(50_000)],
    ['unclosed quotes', '<a title="'.repeat(50_000)],
    ['ampersands without semicolons', '&'.repeat(100_000)],
    ['angle brackets', '<'.repeat(100_000)],
    ['comment openers', '<!--'.repeat(50_000)],
  ])('handles %s', (_name, html) => {
    const text = stripTags(html);
    expect(text).not.toMatch(/<[a-z!/]/i);
  });

  it('reads as a browser\'s textContent would for broken tags', () => {
    expect(stripTags('<scr<script>ipt>alert(1)</script>')).not.toContain('<script');
    expect(stripTags('<<b>i>x')).toBe('<i>x');
  });

  it('keeps unknown entities and bare ampersands as typed', () => {
    expect(decodeEntities('a & b &nope; &#; &#x;')).toBe('a & b &nope; &#; &#x;');
  });
});
