import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { getDocument, GlobalWorkerOptions, TextLayer, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
import { normaliseForSearch, PdfReaderStore, type PdfText } from '@application/viewer/PdfReaderStore';
import type { ProgressTracker } from '@application/viewer/ProgressTracker';
import { Alert } from '@ui/components/Alert';
import { Button } from '@ui/components/Button';
import { Icon } from '@ui/components/Icon';
import { Spinner } from '@ui/components/Spinner';
import { MissingFile } from '@ui/pages/viewer/kinds/MissingFile';
import type { ViewerProps } from '@ui/pages/viewer/kinds/ViewerProps';
import '@ui/pages/viewer/kinds/pdf.css';

// The worker is its own file (bundled by rsbuild from this URL); only this chunk knows pdf.js exists.
GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; doc: PDFDocumentProxy; reader: PdfReaderStore };

/** A PDF with pdf.js: page navigation, zoom, search and a selectable text layer; resumes on the saved page. */
export function PdfViewer({ item, tracker, page, onMeasure }: ViewerProps) {
  const { t } = useTranslation('viewer');
  const file = item.content.kind === 'pdf' ? item.content.file : null;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    if (!file) return undefined;
    setLoaded({ status: 'loading' });
    // No eval: the app's CSP forbids it, and a PDF's fonts are untrusted input.
    const task = getDocument({ url: file.url, isEvalSupported: false });
    let active = true;
    task.promise.then(
      (doc) => {
        if (active) setLoaded({ status: 'ready', doc, reader: new PdfReaderStore(doc.numPages, tracker.resumePosition ?? 1) });
      },
      () => {
        if (active) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      active = false;
      void task.destroy();
    };
  }, [file, tracker]);

  // Its page count, once known, for whoever asked (the projector tells the remote, ADR 0526).
  const pageCount = loaded.status === 'ready' ? loaded.doc.numPages : undefined;
  useEffect(() => {
    if (pageCount !== undefined) onMeasure?.({ pages: pageCount });
  }, [pageCount, onMeasure]);

  if (!file) return <MissingFile />;
  if (loaded.status === 'failed') return <Alert tone="error" title={t('pdf.loadFailed')}>{t('pdf.loadFailedHint')}</Alert>;
  if (loaded.status === 'loading') return <Spinner label={t('pdf.loading')} />;
  return <PdfDocument doc={loaded.doc} reader={loaded.reader} tracker={tracker} chosenPage={page} />;
}

function textOf(doc: PDFDocumentProxy): PdfText {
  return {
    async pageText(pageNumber) {
      const page = await doc.getPage(pageNumber);
      const content = await page.getTextContent();
      return content.items.map((entry) => ('str' in entry ? entry.str : '')).join(' ');
    },
  };
}

const PdfDocument = observer(function PdfDocument({ doc, reader, tracker, chosenPage }: { doc: PDFDocumentProxy; reader: PdfReaderStore; tracker: ProgressTracker; chosenPage?: number }) {
  const { t } = useTranslation('viewer');
  const ids = useId();
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  const textDivs = useRef<HTMLElement[]>([]);
  const [pageInput, setPageInput] = useState(String(reader.page));
  const [rendered, setRendered] = useState(0);
  const source = useRef<PdfText>(textOf(doc));

  // A page chosen from outside (the projection's remote).
  useEffect(() => {
    if (chosenPage !== undefined) reader.goTo(chosenPage);
  }, [reader, chosenPage]);

  // Progress: distinct pages seen of the document.
  useEffect(() => reaction(() => reader.page, (page) => tracker.reportPage(page, reader.pageCount), { fireImmediately: true }), [reader, tracker]);
  useEffect(() => reaction(() => reader.page, (page) => setPageInput(String(page))), [reader]);

  // Fit width follows the frame's width.
  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    let width = 0;
    void doc.getPage(1).then((page) => {
      width = page.getViewport({ scale: 1 }).width;
      reader.setFitScale((element.clientWidth - 32) / width);
    });
    const observer = new ResizeObserver(() => {
      if (width > 0) reader.setFitScale((element.clientWidth - 32) / width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [doc, reader]);

  // Draw the page (canvas + text layer) whenever the page or the scale changes.
  const page = reader.page;
  const scale = reader.scale;
  useEffect(() => {
    let cancelled = false;
    let renderTask: RenderTask | null = null;
    let layer: TextLayer | null = null;
    void (async () => {
      const pdfPage = await doc.getPage(page);
      const target = canvas.current;
      const textContainer = textLayer.current;
      if (cancelled || !target || !textContainer) return;
      const viewport = pdfPage.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      target.style.width = `${Math.floor(viewport.width)}px`;
      target.style.height = `${Math.floor(viewport.height)}px`;
      textContainer.parentElement?.style.setProperty('--total-scale-factor', String(scale));
      renderTask = pdfPage.render({ canvas: target, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      try {
        await renderTask.promise;
      } catch {
        return; // cancelled by a newer render
      }
      if (cancelled) return;
      textContainer.replaceChildren();
      layer = new TextLayer({ textContentSource: pdfPage.streamTextContent(), container: textContainer, viewport });
      await layer.render();
      if (cancelled) return;
      textDivs.current = layer.textDivs;
      setRendered((count) => count + 1);
    })();
    return () => {
      cancelled = true;
      renderTask?.cancel();
      layer?.cancel();
    };
  }, [doc, page, scale]);

  // Mark the text of the search on the page shown; the current match is scrolled into view.
  const searched = reader.searched;
  const current = reader.currentMatch;
  useEffect(() => {
    const needle = searched ? normaliseForSearch(searched) : '';
    let hit = 0;
    for (const div of textDivs.current) {
      const isHit = needle !== '' && normaliseForSearch(div.textContent ?? '').includes(needle);
      div.classList.toggle('viewer-pdf__hit', isHit);
      const isCurrent = isHit && current !== undefined && current.page === page && hit === current.occurrence;
      div.classList.toggle('viewer-pdf__hit--current', isCurrent);
      if (isCurrent) div.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      if (isHit) hit += 1;
    }
  }, [searched, current, page, rendered]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLInputElement) return;
    const actions: Record<string, () => void> = {
      PageDown: () => reader.next(),
      PageUp: () => reader.previous(),
      '+': () => reader.zoomIn(),
      '=': () => reader.zoomIn(),
      '-': () => reader.zoomOut(),
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };
  const handlePageSubmit = (event: FormEvent) => {
    event.preventDefault();
    reader.goTo(Number(pageInput));
    setPageInput(String(reader.page));
  };
  const handlePageBlur = () => {
    reader.goTo(Number(pageInput));
    setPageInput(String(reader.page));
  };
  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    void reader.search(source.current);
  };

  return (
    <div className="viewer-pdf" onKeyDown={handleKeyDown}>
      <div className="viewer-toolbar viewer-pdf__toolbar" role="toolbar" aria-label={t('pdf.toolbar')} aria-controls={`${ids}-frame`}>
        <div className="cluster">
          <Button variant="secondary" size="sm" onClick={() => reader.previous()} disabled={!reader.canPrevious} aria-keyshortcuts="PageUp">
            <Icon name="chevron-left" />
            <span className="visually-hidden">{t('pdf.previous')}</span>
          </Button>
          <form onSubmit={handlePageSubmit} className="viewer-pdf__page-form">
            <label htmlFor={`${ids}-page`}>{t('pdf.page')}</label>
            <input
              id={`${ids}-page`}
              type="number"
              inputMode="numeric"
              min={1}
              max={reader.pageCount}
              value={pageInput}
              onChange={(event) => setPageInput(event.target.value)}
              onBlur={handlePageBlur}
            />
            <span>{t('pdf.ofPages', { count: reader.pageCount })}</span>
          </form>
          <Button variant="secondary" size="sm" onClick={() => reader.next()} disabled={!reader.canNext} aria-keyshortcuts="PageDown">
            <Icon name="chevron-right" />
            <span className="visually-hidden">{t('pdf.next')}</span>
          </Button>
        </div>
        <div className="cluster">
          <Button variant="secondary" size="sm" onClick={() => reader.zoomOut()} disabled={!reader.canZoomOut} aria-keyshortcuts="-">
            <span aria-hidden="true">−</span>
            <span className="visually-hidden">{t('pdf.zoomOut')}</span>
          </Button>
          <span className="viewer-pdf__zoom" aria-live="polite">
            {t('pdf.zoomValue', { value: Math.round(reader.scale * 100) })}
          </span>
          <Button variant="secondary" size="sm" onClick={() => reader.zoomIn()} disabled={!reader.canZoomIn} aria-keyshortcuts="+">
            <Icon name="plus" />
            <span className="visually-hidden">{t('pdf.zoomIn')}</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => reader.fitWidth()} aria-pressed={reader.zoom.mode === 'fit'}>
            {t('pdf.fitWidth')}
          </Button>
        </div>
        <form className="cluster viewer-pdf__search" role="search" onSubmit={handleSearch}>
          <label htmlFor={`${ids}-search`} className="visually-hidden">
            {t('pdf.search')}
          </label>
          <input id={`${ids}-search`} type="search" value={reader.query} placeholder={t('pdf.search')} onChange={(event) => reader.setQuery(event.target.value)} />
          <Button type="submit" variant="secondary" size="sm" loading={reader.searching}>
            <Icon name="search" />
            <span className="visually-hidden">{t('pdf.find')}</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => reader.previousMatch()} disabled={reader.matches.length < 2}>
            {t('pdf.previousMatch')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => reader.nextMatch()} disabled={reader.matches.length < 2}>
            {t('pdf.nextMatch')}
          </Button>
          <span aria-live="polite" className="viewer-pdf__count">
            {reader.searched === null
              ? ''
              : reader.matches.length === 0
                ? t('pdf.noMatches')
                : t('pdf.matchOf', { current: reader.matchNumber, total: reader.matches.length })}
          </span>
        </form>
      </div>
      <div
        id={`${ids}-frame`}
        ref={frame}
        className="viewer-pdf__frame"
        tabIndex={0}
        role="region"
        aria-label={t('pdf.region', { page: reader.page, count: reader.pageCount })}
      >
        <div className="viewer-pdf__page">
          <canvas ref={canvas} aria-hidden="true" />
          <div ref={textLayer} className="viewer-pdf__text" />
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {t('pdf.pageOf', { page: reader.page, count: reader.pageCount })}
      </p>
    </div>
  );
});

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
