import type { ReactNode } from 'react';
import type { QuestionScore } from '@domain/assessments/questionModel';
import { ScoreLine } from '@ui/questions/parts/Verdict';
import './parts.css';

/** The common frame of a review: the kind's marked answer, then the score line (as QT_1–QT_11 do). */
export function ReviewFrame({ score, labelledBy, children, className }: { score: QuestionScore | null; labelledBy: string; children: ReactNode; className?: string }) {
  return (
    <div className={['qm-review', className].filter(Boolean).join(' ')} role="group" aria-labelledby={labelledBy}>
      {children}
      <ScoreLine score={score} />
    </div>
  );
}
