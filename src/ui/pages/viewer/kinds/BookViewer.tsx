import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@ui/components/Button';
import { FormattedText } from '@ui/components/FormattedText';
import { Icon } from '@ui/components/Icon';
import type { ViewerProps } from '@ui/pages/viewer/kinds/ViewerProps';

/** An HTML book: table of contents, one page at a time, previous/next; progress = share of pages seen. */
export function BookViewer({ item, tracker, page: chosenPage }: ViewerProps) {
  const { t } = useTranslation('viewer');
  const pages = item.content.kind === 'book' ? item.content.pages : [];
  const count = pages.length;
  const [page, setPage] = useState(() => Math.min(Math.max(1, tracker.resumePosition ?? 1), Math.max(1, count)));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (count > 0) tracker.reportPage(page, count);
    // Focus follows the reader to the new page, not on the first one.
    if (moved.current) heading.current?.focus();
  }, [page, count, tracker]);

  // A page chosen from outside (the projection's remote).
  useEffect(() => {
    if (chosenPage !== undefined && count > 0) setPage(Math.min(Math.max(1, chosenPage), count));
  }, [chosenPage, count]);

  if (count === 0) return <p>{t('book.empty')}</p>;
  const current = pages[page - 1] ?? pages[0];
  const goTo = (target: number) => {
    moved.current = true;
    setPage(Math.min(Math.max(1, target), count));
  };
  const handlePrevious = () => goTo(page - 1);
  const handleNext = () => goTo(page + 1);

  return (
    <div className="viewer-book">
      <nav className="viewer-book__toc" aria-label={t('book.toc')}>
        <h2 className="viewer-book__toc-title">{t('book.toc')}</h2>
        <ol>
          {pages.map((entry, index) => (
            <li key={index}>
              <button type="button" className="viewer-book__toc-item" aria-current={index + 1 === page ? 'page' : undefined} onClick={() => goTo(index + 1)}>
                {entry.title || t('book.untitled', { number: index + 1 })}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <article className="viewer-book__page" aria-labelledby="viewer-book-page-title">
        <h2 id="viewer-book-page-title" ref={heading} tabIndex={-1}>
          {current?.title || t('book.untitled', { number: page })}
        </h2>
        <FormattedText html={current?.html ?? ''} />
        <div className="spread viewer-pager">
          <Button variant="secondary" onClick={handlePrevious} disabled={page <= 1} icon={<Icon name="chevron-left" />}>
            {t('book.previous')}
          </Button>
          <p className="viewer-pager__indicator" aria-live="polite">
            {t('book.pageOf', { page, count })}
          </p>
          <Button variant="secondary" onClick={handleNext} disabled={page >= count}>
            {t('book.next')} <Icon name="chevron-right" />
          </Button>
        </div>
      </article>
    </div>
  );
}
