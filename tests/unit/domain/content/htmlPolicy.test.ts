import { describe, expect, it } from 'vitest';
import {
  allowedAttributesOf,
  CONTENT_CLASSES,
  CONTENT_TAGS,
  contentFilePath,
  FORMULA_MARKUP,
  isAllowedHref,
  isContentImageSrc,
  linkAttributes,
  LINK_SCHEMES,
  storedImageSrc,
} from '@domain/content/htmlPolicy';

const FILE = '0a0a0a0a-0000-4000-8000-000000000001';

describe('htmlPolicy', () => {
  it('allows formatting, lists, tables, links, images and the formula markup, never scripts or frames', () => {
    for (const tag of ['h2', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'table', 'th', 'td', 'a', 'img', 'span']) expect(CONTENT_TAGS).toContain(tag);
    for (const tag of ['script', 'style', 'iframe', 'form', 'input', 'object', 'embed', 'svg', 'math']) expect(CONTENT_TAGS).not.toContain(tag);
    expect(CONTENT_CLASSES).toEqual({ span: [FORMULA_MARKUP.className], div: [FORMULA_MARKUP.className] });
  });

  it('lists per element the attributes it keeps, with lang and dir everywhere', () => {
    expect(allowedAttributesOf('a')).toEqual(['href', 'title', 'target', 'rel', 'lang', 'dir']);
    expect(allowedAttributesOf('span')).toEqual(['data-math', 'data-display', 'lang', 'dir']);
    expect(allowedAttributesOf('p')).toEqual(['lang', 'dir']);
    expect(allowedAttributesOf('p')).not.toContain('style');
  });

  it.each([
    ['https://example.org/a?b=1', true],
    ['http://example.org', true],
    ['mailto:profe@example.org', true],
    ['/api/files/x', true],
    ['tema-2.html#fin', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['vbscript:x', false],
    ['ftp://example.org', false],
    ['//evil.example', false],
    ['\\\\evil.example', false],
  ])('a link to %j is allowed: %s', (href, allowed) => {
    expect(isAllowedHref(href)).toBe(allowed);
  });

  it('keeps only link schemes the server knows', () => {
    expect(LINK_SCHEMES).toEqual(['http', 'https', 'mailto']);
  });

  it('accepts as images only files of ours, and stores them without their signature', () => {
    expect(isContentImageSrc(contentFilePath(FILE))).toBe(true);
    expect(isContentImageSrc(`/api/files/${FILE}?sig=abc&exp=1`)).toBe(true);
    expect(isContentImageSrc('https://example.org/cat.png')).toBe(false);
    expect(isContentImageSrc('data:image/png;base64,AAAA')).toBe(false);
    expect(isContentImageSrc(`/api/files/${FILE}/../../x`)).toBe(false);
    expect(storedImageSrc(`/api/files/${FILE}?sig=abc`)).toBe(`/api/files/${FILE}`);
  });

  it('makes every link safe to open: rel always, any target becomes a new tab', () => {
    expect(linkAttributes({ href: 'https://a.example' })).toEqual({ href: 'https://a.example', rel: 'noopener noreferrer' });
    expect(linkAttributes({ href: 'https://a.example', target: '_self', rel: 'opener' })).toEqual({ href: 'https://a.example', target: '_blank', rel: 'noopener noreferrer' });
  });
});
