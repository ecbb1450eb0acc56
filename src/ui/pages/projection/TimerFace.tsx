import { useTranslation } from 'react-i18next';
import { timerNow } from '@application/projection/projectedClock';
import type { ProjectedTimer } from '@application/projection/Projection';
import { formatClock } from '@ui/pages/viewer/viewerFormat';
import { useTick } from '@ui/pages/projection/useTick';

/** The class's timer read now: a countdown shows what is left, a stopwatch what has passed (ADR 0524). */
export function TimerFace({ timer, receivedAt, className }: { timer: ProjectedTimer; receivedAt: number; className: string }) {
  const { t } = useTranslation('projection');
  const now = useTick(timer.running);
  const reading = timerNow(timer, receivedAt, now);
  const seconds = reading.remainingMs === null ? reading.elapsedMs / 1000 : Math.ceil(reading.remainingMs / 1000);
  const label = reading.finished ? t('timer.finished') : reading.remainingMs === null ? t('timer.stopwatch') : t('timer.countdown');
  return (
    <p className={`${className}${reading.finished ? ` ${className}--finished` : ''}`} data-testid="timer-face">
      <span className="visually-hidden">{label}: </span>
      {formatClock(seconds)}
    </p>
  );
}
