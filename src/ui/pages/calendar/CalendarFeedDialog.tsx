import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CalendarFeedStore } from '@application/calendar/CalendarFeedStore';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { Alert } from '@ui/components/Alert';
import { Button, buttonClassName } from '@ui/components/Button';
import { Dialog } from '@ui/components/Dialog';
import { ErrorState } from '@ui/components/ErrorState';
import { Icon } from '@ui/components/Icon';
import { Skeleton } from '@ui/components/Skeleton';
import { TextField } from '@ui/components/TextField';

/**
 * "Subscribe" on /calendar (ADR 0502): the private address of the user's calendar feed, to copy into a calendar app
 * or open as webcal://, and a new address in its place when the old one got out (asked first: it stops working
 * everywhere it was added).
 */
export const CalendarFeedDialog = observer(function CalendarFeedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const store = useService(CalendarFeedStore);
  const { t } = useTranslation('calendar');
  const addressRef = useRef<HTMLInputElement>(null);
  const feed = store.feed.value;

  useEffect(() => {
    if (open) store.open();
  }, [open, store]);

  // After a revocation the new address is what the user came for: focus it, selected, ready to copy.
  useEffect(() => {
    if (store.notice === 'revoked' || store.notice === 'copy-failed') addressRef.current?.select();
    if (store.notice === 'revoked') addressRef.current?.focus();
  }, [store.notice, feed?.url]);

  const notice = store.notice === undefined ? null : store.notice === 'revoke-failed' ? (
    <Alert tone="error">{errorMessage(t, store.revokeError)}</Alert>
  ) : (
    <Alert tone={store.notice === 'copy-failed' ? 'warning' : 'success'}>{t(`feed.${store.notice === 'copy-failed' ? 'copyFailed' : store.notice}`)}</Alert>
  );

  return (
    <Dialog
      open={open}
      title={t('feed.title')}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('feed.close')}
        </Button>
      }
    >
      <p>{t('feed.intro')}</p>
      {store.feed.status === 'failed' && feed === undefined ? <ErrorState title={t('feed.failed')} description={errorMessage(t, store.feed.error)} onRetry={() => void store.feed.retry()} /> : null}
      {feed === undefined && store.feed.status !== 'failed' ? (
        <div aria-busy="true" aria-label={t('feed.loading')}>
          <Skeleton variant="rect" height={40} />
        </div>
      ) : null}
      {feed !== undefined ? (
        <div className="cal-feed">
          <TextField name="calendar-feed" label={t('feed.address')} value={feed.url} onChange={() => undefined} readOnly inputRef={addressRef} className="cal-feed__address" />
          <div className="cal-feed__actions">
            <Button icon={<Icon name="check" />} onClick={() => void store.copy()}>
              {t('feed.copy')}
            </Button>
            <a className={buttonClassName('secondary')} href={feed.webcalUrl}>
              {t('feed.subscribe')}
            </a>
          </div>
          <div aria-live="polite" className="cal-feed__live">
            {notice}
          </div>
          <p className="cal-hint">{t('feed.private')}</p>
          {store.confirmingRevoke ? (
            <div role="group" aria-label={t('feed.revoke')} className="cal-feed__confirm">
              <p>{t('feed.revokeConfirm')}</p>
              <div className="cal-feed__actions">
                <Button variant="danger" loading={store.revoking} onClick={() => void store.revoke()}>
                  {t('feed.revokeYes')}
                </Button>
                <Button variant="secondary" onClick={store.cancelRevoke} disabled={store.revoking}>
                  {t('timetable.cancel')}
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="ghost" icon={<Icon name="key" />} onClick={store.askRevoke}>
              {t('feed.revoke')}
            </Button>
          )}
        </div>
      ) : null}
    </Dialog>
  );
});
