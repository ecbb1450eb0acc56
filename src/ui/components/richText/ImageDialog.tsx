import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@ui/components/Dialog';
import { TextField } from '@ui/components/TextField';
import { DialogForm, DialogFormActions } from '@ui/components/richText/DialogForm';
import type { RichTextImages, UploadedImage } from '@ui/components/richText/images';

interface ImageDialogProps {
  open: boolean;
  images: RichTextImages;
  onSubmit: (image: UploadedImage, alt: string) => void;
  onClose: () => void;
}

/** Puts an image in the text: uploaded through the form's pipeline, with its alternative text (required). */
export function ImageDialog({ open, images, onSubmit, onClose }: ImageDialogProps) {
  const { t } = useTranslation('components');
  const [image, setImage] = useState<UploadedImage | undefined>(undefined);
  const [alt, setAlt] = useState('');
  const [missingFile, setMissingFile] = useState(false);
  const [altError, setAltError] = useState<string | undefined>(undefined);

  const handleSubmit = () => {
    setMissingFile(image === undefined);
    setAltError(alt.trim() === '' ? t('richText.image.errors.alt') : undefined);
    if (image !== undefined && alt.trim() !== '') onSubmit(image, alt.trim());
  };

  return (
    <Dialog open={open} title={t('richText.image.title')} onClose={onClose}>
      <DialogForm onSubmit={handleSubmit}>
        {images.renderUpload({
          id: 'rt-image-file',
          label: t('richText.image.file'),
          onUploaded: (uploaded) => {
            setImage(uploaded);
            setMissingFile(false);
          },
        })}
        <p className="tz-field__error" role="alert">
          {missingFile ? t('richText.image.errors.file') : null}
        </p>
        <TextField id="rt-image-alt" name="alt" label={t('richText.image.alt')} hint={t('richText.image.altHint')} value={alt} onChange={setAlt} error={altError} required maxLength={500} />
        <DialogFormActions label={t('richText.image.insert')} onSubmit={handleSubmit} onCancel={onClose} />
      </DialogForm>
    </Dialog>
  );
}
