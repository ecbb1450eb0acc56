import { useState } from 'react';
import type { Editor } from '@tiptap/core';
import { screen } from '@testing-library/react';
import { RichTextField } from '@ui/components/richText/RichTextField';
import type { RichTextImages } from '@ui/components/richText/images';

// jsdom has no layout: ProseMirror asks for rectangles when it scrolls the selection into view.
const noRects = (): DOMRectList => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const emptyRect = (): DOMRect => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
Range.prototype.getClientRects = noRects;
Range.prototype.getBoundingClientRect = emptyRect;
if (!('getClientRects' in Text.prototype)) Object.assign(Text.prototype, { getClientRects: noRects, getBoundingClientRect: emptyRect });
document.elementFromPoint = () => null;

/** A field bound to state, as a form holds it; every value handed up is recorded. */
export function Harness({ initial = '', images, changes }: { initial?: string; images?: RichTextImages; changes: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <main>
      <RichTextField
        id="instructions"
        label="Instrucciones"
        required
        value={value}
        images={images}
        onChange={(html) => {
          changes.push(html);
          setValue(html);
        }}
      />
      <output data-testid="value">{value}</output>
    </main>
  );
}

/** The editing surface once the lazy editor has loaded and its toolbar shows. */
export async function surface(name: RegExp | string = /Instrucciones|Instructions/): Promise<HTMLElement> {
  const text = await screen.findByRole('textbox', { name }, { timeout: 5000 });
  await screen.findAllByRole('toolbar');
  return text;
}

/** Tiptap's editor behind a surface (it hangs itself on its DOM node), to place the cursor as a person's click would. */
export function editorOf(element: HTMLElement): Editor {
  const editor = (element as HTMLElement & { editor?: Editor }).editor;
  if (!editor) throw new Error('no editor on this element');
  return editor;
}

/** The same markup regardless of attribute order. */
export function normalised(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    const attributes = Array.from(element.attributes, (attribute) => [attribute.name, attribute.value] as const).sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return template.innerHTML.trim();
}
