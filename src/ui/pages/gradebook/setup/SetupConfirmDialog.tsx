import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppError } from '@application/shared/AppError';
import { Alert } from '@ui/components/Alert';
import { Dialog, DialogActions } from '@ui/components/Dialog';
import { setupErrorMessage } from '@ui/pages/gradebook/setup/setupText';

interface SetupConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Publishing is not destructive: primary; withdrawing what students read: danger. */
  tone?: 'primary' | 'danger';
  busy: boolean;
  /** The store's refusal of the last try, announced in the dialog. */
  error: AppError | undefined;
  onConfirm: () => void;
  onClose: () => void;
}

/** A confirmation (role=alertdialog) whose action and refusal live in a store; Escape and Cancel close it, focus returns to the opener. */
export function SetupConfirmDialog({ title, children, confirmLabel, tone = 'primary', busy, error, onConfirm, onClose }: SetupConfirmDialogProps) {
  const { t } = useTranslation('gradebookSetup');
  return (
    <Dialog
      open
      alert
      title={title}
      onClose={onClose}
      actions={<DialogActions confirmLabel={confirmLabel} tone={tone} busy={busy} onConfirm={onConfirm} onCancel={onClose} />}
    >
      {error ? <Alert tone="error">{setupErrorMessage(t, error)}</Alert> : null}
      {children}
    </Dialog>
  );
}
