/** A stored file as the server hands it out: `url` is signed and short-lived (2 h). */
export interface MediaRef {
  guid: string;
  url: string;
  mime: string;
  size: number;
  name: string;
  mediaType: string;
}
