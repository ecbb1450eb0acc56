import { FormattedText } from '@ui/components/FormattedText';
import type { ViewerProps } from '@ui/pages/viewer/kinds/ViewerProps';

/** Formatted text with formulas; opening it completes it (domain completesOnOpen, done by the store). */
export function DocumentViewer({ item }: ViewerProps) {
  if (item.content.kind !== 'document') return null;
  return (
    <article className="viewer-document">
      <FormattedText html={item.content.html} />
    </article>
  );
}
