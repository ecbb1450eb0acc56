import type { ReactNode } from 'react';

/** A file the upload pipeline has stored: its stored `src` (`/api/files/<guid>`) and a signed URL to show it now. */
export interface UploadedImage {
  src: string;
  url: string;
  name: string;
}

/**
 * How a form lets its editor hold images: the form's own upload control (checked, with progress
 * and errors) and the signed URLs of the images its text already holds. Without it the editor
 * offers no image button, since the server keeps only images uploaded to the course.
 */
export interface RichTextImages {
  renderUpload: (props: { id: string; label: string; onUploaded: (image: UploadedImage) => void }) => ReactNode;
  displayUrl: (src: string) => string | undefined;
}
