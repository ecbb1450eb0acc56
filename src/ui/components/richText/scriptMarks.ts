import { Mark } from '@tiptap/core';

/*
 * Subscript and superscript are in the shared allow-list and common in science texts (H₂O, x²):
 * the editor keeps them when it opens existing content, even without a toolbar button.
 */
export const Subscript = Mark.create({
  name: 'subscript',
  excludes: 'superscript',
  parseHTML: () => [{ tag: 'sub' }],
  renderHTML: () => ['sub', 0],
});

export const Superscript = Mark.create({
  name: 'superscript',
  excludes: 'subscript',
  parseHTML: () => [{ tag: 'sup' }],
  renderHTML: () => ['sup', 0],
});
