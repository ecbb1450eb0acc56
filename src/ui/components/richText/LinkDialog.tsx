import { useState } from 'react';
import { DialogForm, DialogFormActions } from '@ui/components/richText/DialogForm';
import { useTranslation } from 'react-i18next';
import { safeLinkUrl } from '@domain/content/itemRules';
import { Button } from '@ui/components/Button';
import { Dialog } from '@ui/components/Dialog';
import { TextField } from '@ui/components/TextField';

export interface LinkChoice {
  href: string;
  /** The text to link when nothing was selected. */
  text: string;
}

interface LinkDialogProps {
  open: boolean;
  /** The link under the cursor, when editing one. */
  initialHref: string;
  /** Nothing is selected: ask for the text the link shows too. */
  needsText: boolean;
  onSubmit: (choice: LinkChoice) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** Asks for a link's address and checks it with the domain's rule for links (http/https, no credentials). */
export function LinkDialog({ open, initialHref, needsText, onSubmit, onRemove, onClose }: LinkDialogProps) {
  const { t } = useTranslation('components');
  const [href, setHref] = useState(initialHref);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const handleSubmit = () => {
    const safe = safeLinkUrl(href);
    if (safe.err) {
      setError(t(`richText.link.errors.${safe.val}`));
      return;
    }
    onSubmit({ href: safe.val, text: text.trim() === '' ? safe.val : text.trim() });
  };

  return (
    <Dialog open={open} title={t(initialHref ? 'richText.link.editTitle' : 'richText.link.title')} onClose={onClose}>
      <DialogForm onSubmit={handleSubmit}>
        <TextField
          id="rt-link-url"
          name="url"
          label={t('richText.link.url')}
          hint={t('richText.link.urlHint')}
          value={href}
          onChange={(value) => {
            setHref(value);
            setError(undefined);
          }}
          error={error}
          required
          maxLength={2000}
        />
        {needsText && <TextField id="rt-link-text" name="text" label={t('richText.link.text')} hint={t('richText.link.textHint')} value={text} onChange={setText} maxLength={500} />}
        <DialogFormActions label={t(initialHref ? 'richText.link.update' : 'richText.link.insert')} onSubmit={handleSubmit} onCancel={onClose}>
          {initialHref && (
            <Button variant="secondary" onClick={onRemove}>
              {t('richText.link.remove')}
            </Button>
          )}
        </DialogFormActions>
      </DialogForm>
    </Dialog>
  );
}
