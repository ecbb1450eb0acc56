import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PeriodCode } from '@domain/grading/periods';
import type { PublishWarning } from '@domain/grading/publishWarnings';
import type { Gradebook } from '@application/gradebook/Gradebook';
import { PublishingStore } from '@application/gradebook/PublishingStore';
import { ToastStore } from '@application/feedback/ToastStore';
import { useService } from '@ui/app/ContainerContext';
import { Alert } from '@ui/components/Alert';
import { Badge } from '@ui/components/Badge';
import { Button } from '@ui/components/Button';
import { Dialog } from '@ui/components/Dialog';
import { ErrorState } from '@ui/components/ErrorState';
import { Spinner } from '@ui/components/Spinner';
import { VisuallyHidden } from '@ui/components/VisuallyHidden';
import { SetupAnnouncer } from '@ui/pages/gradebook/setup/SetupAnnouncer';
import { SetupConfirmDialog } from '@ui/pages/gradebook/setup/SetupConfirmDialog';
import { useChangedRevision } from '@ui/pages/gradebook/setup/useChangedRevision';
import { periodLabel, periodList, setupErrorMessage } from '@ui/pages/gradebook/setup/setupText';

/** The domain's warnings of publishing a period, in words. */
export function PublishWarnings({ warnings }: { warnings: readonly PublishWarning[] }) {
  const { t, i18n } = useTranslation('gradebookSetup');
  return (
    <ul className="setup-list setup-warnings">
      {warnings.map((warning) => (
        <li key={warning.code}>
          {warning.code === 'publish.unpublished-activities'
            ? t('publish.warnings.unpublished-activities', { count: warning.count })
            : t('publish.warnings.unpublished-earlier-periods', { periods: periodList(t, warning.periods, i18n.language), count: warning.periods.length })}
        </li>
      ))}
    </ul>
  );
}

interface PublishDialogProps {
  gradebook: Gradebook;
  /** After every publication or withdrawal: the grid is read again behind the dialog. */
  onChanged: () => void;
  onClose: () => void;
}

/**
 * "Publicar evaluación": every period of the scheme and the annual one with its state; publishing a period the domain
 * warns about asks first (activities still unpublished, earlier periods unpublished); withdrawing asks too.
 */
export const PublishDialog = observer(function PublishDialog({ gradebook, onChanged, onClose }: PublishDialogProps) {
  const store = useService(PublishingStore);
  const toasts = useService(ToastStore);
  const { t } = useTranslation('gradebookSetup');
  const [withdrawing, setWithdrawing] = useState<PeriodCode | undefined>(undefined);

  useEffect(() => {
    void store.load(gradebook.courseGuid);
  }, [store, gradebook.courseGuid]);

  useChangedRevision(store.revision, onChanged);

  const handleClose = () => onClose();
  const handlePublish = async (period: PeriodCode) => {
    const result = await store.requestPublish(period);
    if (result?.ok) toasts.show('gradebookSetup:publish.publishedToast', 'success');
  };
  const handleConfirm = async () => {
    const result = await store.confirmPending();
    if (result?.ok) toasts.show('gradebookSetup:publish.publishedToast', 'success');
  };
  const handleWithdraw = async () => {
    if (withdrawing === undefined) return;
    const result = await store.withdraw(withdrawing);
    if (result.ok) {
      toasts.show('gradebookSetup:publish.withdrawnToast', 'success');
      setWithdrawing(undefined);
    }
  };
  const pending = store.pending;
  const loose = store.looseBook;

  return (
    <Dialog
      open
      title={t('publish.title')}
      onClose={handleClose}
      actions={
        <Button variant="ghost" onClick={handleClose}>
          {t('publish.close')}
        </Button>
      }
    >
      <SetupAnnouncer announcement={store.announcement} />
      <p className="setup-note">{t('publish.intro')}</p>
      {store.status === 'idle' || store.status === 'loading' ? <Spinner label={t('publish.loading')} /> : null}
      {store.status === 'failed' ? <ErrorState title={t('publish.loadFailed')} description={setupErrorMessage(t, store.error)} onRetry={() => void store.retry()} titleLevel={3} /> : null}
      {store.status === 'ready' ? (
        <>
          {store.actionError && pending === undefined && withdrawing === undefined ? <Alert tone="error">{setupErrorMessage(t, store.actionError)}</Alert> : null}
          <ul className="setup-periods" aria-label={t('publish.periods')}>
            {store.periodBooks.map((book) => {
              const label = periodLabel(t, book.period);
              return (
                <li key={book.period} className="spread setup-periods__row">
                  <div className="setup-periods__what">
                    <span className="setup-periods__name">{label}</span>
                    <Badge tone={book.published ? 'success' : 'neutral'}>{book.published ? t('publish.published') : t('publish.notPublished')}</Badge>
                    <span className="setup-periods__detail">
                      {book.items.length === 0 ? t('publish.noItems') : book.unpublishedItems > 0 ? t('publish.unpublishedItems', { count: book.unpublishedItems }) : t('publish.allItemsPublished')}
                    </span>
                  </div>
                  {book.published ? (
                    <Button variant="secondary" size="sm" loading={store.busy === book.period} onClick={() => setWithdrawing(book.period)}>
                      {t('publish.withdraw')}
                      <VisuallyHidden> {label}</VisuallyHidden>
                    </Button>
                  ) : (
                    <Button variant="primary" size="sm" loading={store.busy === book.period} onClick={() => void handlePublish(book.period)}>
                      {t('publish.publish')}
                      <VisuallyHidden> {label}</VisuallyHidden>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {loose ? <p className="tz-field__hint">{t('publish.looseItems', { count: loose.items.length })}</p> : null}
        </>
      ) : null}
      {pending ? (
        <SetupConfirmDialog
          title={t('publish.confirmTitle', { period: periodLabel(t, pending.period) })}
          confirmLabel={t('publish.confirm')}
          busy={store.busy === pending.period}
          error={store.actionError}
          onConfirm={() => void handleConfirm()}
          onClose={store.cancelPending}
        >
          <p>{t('publish.confirmBody', { period: periodLabel(t, pending.period) })}</p>
          <PublishWarnings warnings={pending.warnings} />
        </SetupConfirmDialog>
      ) : null}
      {withdrawing ? (
        <SetupConfirmDialog
          tone="danger"
          title={t('publish.withdrawTitle', { period: periodLabel(t, withdrawing) })}
          confirmLabel={t('publish.withdrawConfirm')}
          busy={store.busy === withdrawing}
          error={store.actionError}
          onConfirm={() => void handleWithdraw()}
          onClose={() => {
            store.dismissError();
            setWithdrawing(undefined);
          }}
        >
          <p>{t('publish.withdrawBody', { period: periodLabel(t, withdrawing) })}</p>
        </SetupConfirmDialog>
      ) : null}
    </Dialog>
  );
});
