import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import { ToastStore } from '@application/feedback/ToastStore';
import { Alert } from '@ui/components/Alert';
import { Dialog, DialogActions } from '@ui/components/Dialog';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** Says what goes with it. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<Result<unknown, AppError>>;
  successToastKey: string;
  onClose: () => void;
}

/** A destructive action asked first (role=alertdialog); a refusal stays in the dialog, announced. */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, successToastKey, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const toasts = useService(ToastStore);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | undefined>(undefined);

  const handleClose = () => {
    setError(undefined);
    onClose();
  };

  const handleConfirm = async () => {
    setBusy(true);
    const result = await onConfirm();
    setBusy(false);
    if (result.err) {
      setError(result.val);
      return;
    }
    toasts.show(successToastKey, 'success');
    handleClose();
    // The control that opened the dialog went with what was deleted: keep focus on the page, at its heading.
    window.setTimeout(() => {
      if (document.activeElement === null || document.activeElement === document.body) document.querySelector<HTMLElement>('[data-page-heading]')?.focus();
    }, 0);
  };

  return (
    <Dialog
      open={open}
      alert
      title={title}
      onClose={handleClose}
      actions={<DialogActions confirmLabel={confirmLabel} tone="danger" busy={busy} onConfirm={() => void handleConfirm()} onCancel={handleClose} />}
    >
      {error && <Alert tone="error">{errorMessage(t, error)}</Alert>}
      {children}
    </Dialog>
  );
}
