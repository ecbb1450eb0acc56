import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject, SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@ui/components/Button';
import { Icon } from '@ui/components/Icon';
import './Dialog.css';

export interface DialogProps {
  open: boolean;
  /** Visible heading; also the dialog's accessible name. */
  title: string;
  /** Called on Esc, the close button and a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom, e.g. Cancel / Confirm. */
  actions?: ReactNode;
  /** Element to focus first (otherwise the first focusable control in the body, then the close button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** role="alertdialog" for confirmations of destructive actions. */
  alert?: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function openModal(dialog: HTMLDialogElement): void {
  // jsdom and some older browsers lack showModal: the open attribute still shows it.
  if (typeof dialog.showModal === 'function') {
    if (!dialog.open) dialog.showModal();
  } else {
    dialog.setAttribute('open', '');
  }
}

function closeModal(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/** A modal on the native <dialog>: focus moves in, stays in (the browser makes the rest inert) and returns on close. */
export function Dialog({ open, title, onClose, children, actions, initialFocusRef, alert = false }: DialogProps) {
  const { t } = useTranslation('components');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openModal(dialog);
    const first = initialFocusRef?.current ?? bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? closeRef.current;
    first?.focus();
    return () => {
      closeModal(dialog);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open, initialFocusRef]);

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // The parent owns `open`: keep the dialog until it says so.
    event.preventDefault();
    onCloseRef.current();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
    }
  };

  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click whose target is the <dialog> itself landed on the backdrop (content is wrapped).
    if (event.target === dialogRef.current) onCloseRef.current();
  };

  return (
    // The native dialog handles Esc too; onKeyDown covers environments without showModal.
    <dialog
      ref={dialogRef}
      className="tz-dialog"
      role={alert ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={handleCancel}
      onKeyDown={handleKeyDown}
      onClick={handleClick}
    >
      {open ? (
        <>
          <div className="tz-dialog__header">
            <h2 className="tz-dialog__title" id={titleId}>
              {title}
            </h2>
            <button ref={closeRef} type="button" className="tz-dialog__close" onClick={() => onCloseRef.current()} aria-label={t('dialog.close')} title={t('dialog.close')}>
              <Icon name="close" />
            </button>
          </div>
          <div className="tz-dialog__body" ref={bodyRef}>
            {children}
          </div>
          {actions ? <div className="tz-dialog__actions">{actions}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}

interface DialogActionsProps {
  /** The action the dialog is for. */
  confirmLabel: string;
  /** 'danger' for what cannot be undone. */
  tone?: 'primary' | 'danger';
  /** The action is running: it shows a spinner. */
  busy?: boolean;
  disabled?: boolean;
  onConfirm?: () => void;
  /** Makes the action the submit button of the form with this id. */
  form?: string;
  onCancel: () => void;
}

/** A dialog's usual actions: Cancel, then the action it is for. */
export function DialogActions({ confirmLabel, tone = 'primary', busy = false, disabled, onConfirm, form, onCancel }: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="ghost" onClick={onCancel}>
        {t('common:cancel')}
      </Button>
      <Button type={form !== undefined ? 'submit' : 'button'} form={form} variant={tone} loading={busy} disabled={disabled} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </>
  );
}
