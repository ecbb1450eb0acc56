import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@ui/components/Button';

/**
 * The body of an editor dialog. Not a <form>: the editor sits inside the page's form, and forms may
 * not nest; Enter in a one-line field submits the dialog instead of the page's form.
 */
export function DialogForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type !== 'checkbox' && event.target.type !== 'file') {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <div className="rt-dialog-form" onKeyDown={handleKeyDown}>
      {children}
    </div>
  );
}

/** The editor dialog's buttons: its action first, any other (removing a link) next, Cancel last. */
export function DialogFormActions({ label, onSubmit, onCancel, children }: { label: string; onSubmit: () => void; onCancel: () => void; children?: ReactNode }) {
  const { t } = useTranslation('components');
  return (
    <div className="rt-dialog-form__actions cluster">
      <Button variant="primary" onClick={onSubmit}>
        {label}
      </Button>
      {children}
      <Button variant="ghost" onClick={onCancel}>
        {t('richText.cancel')}
      </Button>
    </div>
  );
}
