import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoardStore } from '@application/board/BoardStore';
import { LiveBoard } from '@application/board/LiveBoard';
import { useService } from '@ui/app/ContainerContext';

/** Keeps the open board live while the page is shown (ADR 0516); answers the model the announcer reads. */
export function useLiveBoard(store: BoardStore): LiveBoard {
  const live = useService(LiveBoard);
  useEffect(() => live.follow(store), [live, store]);
  return live;
}

/** The polite announcement of a change someone else made to the open board. */
export const LiveBoardAnnouncer = observer(function LiveBoardAnnouncer({ live }: { live: LiveBoard }) {
  const { t } = useTranslation('board');
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {live.announced ? <span key={live.announcements}>{t(`live.${live.announced}`)}</span> : null}
    </div>
  );
});

/**
 * A link to `/course/{guid}/board#message-<guid>` (a notification, the all-courses panel) lands on that message once
 * the board shows it: scrolled into view and focused, once per address.
 */
export function useLandOnMessage(shown: boolean): void {
  const { hash } = useLocation();
  const [landed, setLanded] = useState('');
  useEffect(() => {
    if (!shown || hash === '' || hash === landed) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    target.focus();
    setLanded(hash);
  }, [shown, hash, landed]);
}
