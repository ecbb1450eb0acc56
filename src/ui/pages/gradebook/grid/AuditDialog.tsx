import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AuditEntry } from '@application/gradebook/Gradebook';
import type { GradebookStore } from '@application/gradebook/GradebookStore';
import { errorMessage } from '@ui/app/errorMessage';
import { Dialog } from '@ui/components/Dialog';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Spinner } from '@ui/components/Spinner';
import { formatInstant } from '@ui/pages/viewer/viewerFormat';
import { numberFormatter } from '@ui/pages/gradebook/grid/gridFormat';

function actionText(t: TFunction, entry: AuditEntry, format: (value: number) => string): string {
  const value = (n: number | null) => (n === null ? '—' : format(n));
  switch (entry.action) {
    case 'entered':
      return entry.before === null ? t('audit.action.entered', { after: value(entry.after) }) : t('audit.action.changed', { before: value(entry.before), after: value(entry.after) });
    case 'cleared':
      return t('audit.action.cleared', { before: value(entry.before) });
    case 'excused':
      return t('audit.action.excused');
    case 'unexcused':
      return t('audit.action.unexcused');
  }
}

/** Who changed which score when: a cell's or a column's audit trail, newest first, dates in the school's time zone. */
export const AuditDialog = observer(function AuditDialog({ store }: { store: GradebookStore }) {
  const { t, i18n } = useTranslation('gradebook');
  const { audit, sheet } = store;
  const target = audit.target;
  const gradebook = sheet.gradebook;
  if (target === undefined || gradebook === undefined) return null;
  const format = numberFormatter(i18n.language);
  const item = sheet.itemName(target.itemGuid);
  const title = target.scope === 'cell' && target.studentGuid !== null ? t('audit.titleCell', { student: sheet.studentName(target.studentGuid), item }) : t('audit.titleColumn', { item });
  const status = audit.entries.status;
  const lines = audit.lines;
  const handleRetry = () => void audit.retry();

  return (
    <Dialog open title={title} onClose={audit.close}>
      {status === 'loading' || status === 'idle' ? <Spinner label={t('audit.loading')} /> : null}
      {status === 'failed' ? <ErrorState titleLevel={3} title={t('audit.failed')} description={errorMessage(t, audit.entries.error)} onRetry={handleRetry} /> : null}
      {status === 'ready' && lines.length === 0 ? <EmptyState titleLevel={3} icon="info" title={t('audit.empty')} /> : null}
      {status === 'ready' && lines.length > 0 ? (
        <table className="gb-audit">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('audit.when')}</th>
              {target.scope === 'column' ? <th scope="col">{t('audit.student')}</th> : null}
              <th scope="col">{t('audit.what')}</th>
              <th scope="col">{t('audit.who')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((entry, index) => (
              <tr key={`${entry.at.toISOString()}-${entry.studentGuid}-${index}`}>
                <td>
                  <time dateTime={entry.at.toISOString()}>{formatInstant(entry.at, i18n.language, gradebook.timeZone)}</time>
                </td>
                {target.scope === 'column' ? <td>{sheet.studentName(entry.studentGuid) || t('audit.unknownStudent')}</td> : null}
                <td>{actionText(t, entry, format)}</td>
                <td>{entry.changedBy ? `${entry.changedBy.name} ${entry.changedBy.lastname}` : t('audit.unknown')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Dialog>
  );
});
