import { useId, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { parsePeriodCode, periodLabelKey, type PeriodCode } from '@domain/grading/periods';
import type { ExportLanguage, Gradebook } from '@application/gradebook/Gradebook';
import { ExportStore, type ExportKind } from '@application/gradebook/ExportStore';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { Alert } from '@ui/components/Alert';
import { Button } from '@ui/components/Button';
import { Dialog } from '@ui/components/Dialog';
import { Icon } from '@ui/components/Icon';
import { Menu } from '@ui/components/Menu';
import { Select } from '@ui/components/Select';
import { Spinner } from '@ui/components/Spinner';
import './exports.css';

type TeacherExport = Exclude<ExportKind, 'myReport'>;
const TEACHER_EXPORTS: readonly TeacherExport[] = ['csv', 'classPdf', 'studentPdf'];
const ALL_PERIODS = '';

interface ExportFailureProps {
  /** The store of the component that started the export (each component asking for one gets its own). */
  store: ExportStore;
  kind: ExportKind;
  title: string;
  retryLabel: string;
  /** What "retry" does; by default the store sends the failed request again. */
  onRetry?: () => void;
}

/** A failed export with its translated reason and a retry; closing it forgets the failure. */
export const ExportFailure = observer(function ExportFailure({ store, kind, title, retryLabel, onRetry }: ExportFailureProps) {
  const { t } = useTranslation('gradebookExport');
  const handleRetry = onRetry ?? (() => void store.retry(kind));
  return (
    <Alert tone="error" title={title} onDismiss={() => store.dismiss(kind)} className="gradebook-export__failure">
      <p className="gradebook-export__reason">{errorMessage(t, store.errorOf(kind))}</p>
      <Button variant="secondary" size="sm" loading={store.statusOf(kind) === 'working'} onClick={handleRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
});

function languageOptions(t: TFunction, languages: readonly ExportLanguage[]) {
  return languages.map((language) => ({ value: language, label: t(`languages.${language}`) }));
}

interface ExportDialogProps {
  store: ExportStore;
  kind: TeacherExport;
  gradebook: Gradebook;
  onClose: () => void;
}

/** The options of one export (period, student, language) and its download, with progress and a retry on failure. */
const ExportDialog = observer(function ExportDialog({ store, kind, gradebook, onClose }: ExportDialogProps) {
  const { t } = useTranslation('gradebookExport');
  const [period, setPeriod] = useState(ALL_PERIODS);
  const [studentGuid, setStudentGuid] = useState('');
  const [studentError, setStudentError] = useState<string | undefined>(undefined);
  const formId = useId();
  const studentRef = useRef<HTMLDivElement>(null);
  const status = store.statusOf(kind);
  const working = status === 'working';
  const noStudents = kind === 'studentPdf' && gradebook.students.length === 0;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (working) return;
    const courseGuid = gradebook.courseGuid;
    let saved: boolean;
    if (kind === 'csv') {
      const chosen: PeriodCode | undefined = period === ALL_PERIODS ? undefined : parsePeriodCode(period);
      saved = await store.download(chosen === undefined ? { kind, courseGuid } : { kind, courseGuid, period: chosen });
    } else if (kind === 'studentPdf') {
      if (studentGuid === '') {
        setStudentError(t('dialog.studentRequired'));
        studentRef.current?.querySelector('select')?.focus();
        return;
      }
      saved = await store.download({ kind, courseGuid, studentGuid });
    } else {
      saved = await store.download({ kind, courseGuid });
    }
    if (saved) onClose();
  };

  const handleRetry = async () => {
    if (await store.retry(kind)) onClose();
  };

  const handleStudentChange = (value: string) => {
    setStudentGuid(value);
    setStudentError(undefined);
  };

  return (
    <Dialog
      open
      title={t(`dialog.${kind}Title`)}
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={working} disabled={noStudents}>
            {t('dialog.download')}
          </Button>
        </>
      }
    >
      <form id={formId} className="dialog-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <p className="gradebook-export__hint">{t(`dialog.${kind}Hint`)}</p>
        {kind === 'csv' ? (
          <Select
            label={t('dialog.period')}
            value={period}
            onChange={setPeriod}
            options={[{ value: ALL_PERIODS, label: t('dialog.allPeriods') }, ...gradebook.periods.map((code) => ({ value: code, label: t(periodLabelKey(code), { ns: 'catalog' }) }))]}
          />
        ) : null}
        {kind === 'studentPdf' ? (
          noStudents ? (
            <p className="gradebook-export__hint">{t('dialog.noStudents')}</p>
          ) : (
            <div ref={studentRef}>
              <Select
                label={t('dialog.student')}
                value={studentGuid}
                onChange={handleStudentChange}
                required
                error={studentError}
                options={[{ value: '', label: t('dialog.chooseStudent') }, ...gradebook.students.map((s) => ({ value: s.guid, label: `${s.lastname}, ${s.name}` }))]}
              />
            </div>
          )
        ) : null}
        <Select label={t('dialog.language')} value={store.language} onChange={(value) => store.setLanguage(value as ExportLanguage)} options={languageOptions(t, store.languages)} />
        <div role="status" className="gradebook-export__status">
          {working ? (
            <>
              <Spinner size="sm" decorative />
              {t('status.working')}
            </>
          ) : null}
        </div>
        {status === 'failed' ? <ExportFailure store={store} kind={kind} title={t('status.failed')} retryLabel={t('status.retry')} onRetry={() => void handleRetry()} /> : null}
      </form>
    </Dialog>
  );
});

/**
 * The gradebook's "Exportar" menu (ADR 0235): the grid as CSV (all periods or one), the class's PDF report, or one
 * student's. Each choice opens its options; the server makes the file and the browser saves it. Closing the dialog
 * while the server works lets it finish: the progress, or a failure with its retry, then shows next to the menu.
 * Nothing for whoever may not export (`abilities.export`).
 */
export const ExportMenu = observer(function ExportMenu({ gradebook }: { gradebook: Gradebook }) {
  const store = useService(ExportStore);
  const { t } = useTranslation('gradebookExport');
  const [open, setOpen] = useState<TeacherExport | undefined>(undefined);

  if (!gradebook.abilities.export) return null;

  const elsewhere = TEACHER_EXPORTS.filter((kind) => kind !== open);
  const working = elsewhere.some((kind) => store.statusOf(kind) === 'working');
  const done = TEACHER_EXPORTS.find((kind) => store.statusOf(kind) === 'done');
  const doneName = done === undefined ? undefined : store.fileNameOf(done);

  return (
    <div className="gradebook-export">
      <Menu
        label={t('menu.label')}
        align="end"
        className="gradebook-export__menu"
        trigger={
          <>
            {t('menu.trigger')}
            {store.working ? <Spinner size="sm" decorative /> : <Icon name="chevron-down" size={16} />}
          </>
        }
        items={TEACHER_EXPORTS.map((kind) => ({ id: kind, label: t(`menu.${kind}`), onSelect: () => setOpen(kind) }))}
      />
      <div role="status" className="gradebook-export__status">
        {working ? t('status.working') : null}
        {!working && doneName !== undefined ? <span className="visually-hidden">{t('status.done', { name: doneName })}</span> : null}
      </div>
      {elsewhere
        .filter((kind) => store.statusOf(kind) === 'failed')
        .map((kind) => (
          <ExportFailure key={kind} store={store} kind={kind} title={`${t(`menu.${kind}`).replace(/…$/, '')}: ${t('status.failed')}`} retryLabel={t('status.retry')} />
        ))}
      {/* A download that ends after its dialog was closed must not close another one opened meanwhile. */}
      {open !== undefined ? <ExportDialog store={store} kind={open} gradebook={gradebook} onClose={() => setOpen((current) => (current === open ? undefined : current))} /> : null}
    </div>
  );
});
