import type { KeyboardEvent, ReactNode } from 'react';

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
