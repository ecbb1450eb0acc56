import Image, { type ImageOptions } from '@tiptap/extension-image';

export interface ContentImageOptions {
  /** The URL that shows a stored `src` (`/api/files/<guid>` needs a signed one); undefined shows the stored src. */
  displayUrl: (src: string) => string | undefined;
}

/**
 * An image block whose stored `src` is the unsigned /api/files path (what the server keeps) while
 * the editing surface shows it through a signed URL.
 */
export const ContentImage = Image.extend<ImageOptions & ContentImageOptions>({
  addOptions() {
    return { HTMLAttributes: {}, resize: false, ...this.parent?.(), inline: false, allowBase64: false, displayUrl: () => undefined };
  },

  addNodeView() {
    const { displayUrl } = this.options;
    return ({ node }) => {
      const dom = document.createElement('img');
      dom.className = 'rt-image';
      let current = node;
      const draw = () => {
        const src = String(current.attrs.src ?? '');
        dom.src = displayUrl(src) ?? src;
        dom.alt = String(current.attrs.alt ?? '');
        if (typeof current.attrs.title === 'string' && current.attrs.title !== '') dom.title = current.attrs.title;
      };
      draw();
      return {
        dom,
        update(next) {
          if (next.type !== current.type) return false;
          current = next;
          draw();
          return true;
        },
      };
    };
  },
});
