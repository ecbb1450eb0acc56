import type { ReactNode } from 'react';
import type { PlayerSegment } from '@domain/assessments/questionModel';
import { InlineText } from '@ui/questions/parts/InlineText';
import './parts.css';

/** A player's gap text: the teacher's text through FormattedText, each gap rendered by the kind. */
export function GapTextView({ segments, renderGap }: { segments: readonly PlayerSegment[]; renderGap: (segment: Extract<PlayerSegment, { kind: 'gap' }>) => ReactNode }) {
  return (
    <div className="qm-gap-text">
      {segments.map((segment, i) =>
        segment.kind === 'text' ? (
          <InlineText key={`t${i}`} text={segment.text} />
        ) : (
          <span key={`g${segment.index}`} className="qm-gap-slot">
            {renderGap(segment)}
          </span>
        ),
      )}
    </div>
  );
}
