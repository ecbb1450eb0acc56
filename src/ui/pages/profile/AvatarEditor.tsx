import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { AVATAR_PIXELS } from '@domain/identity/profile';
import type { ProfileStore } from '@application/users/ProfileStore';
import { ToastStore } from '@application/feedback/ToastStore';
import { Alert } from '@ui/components/Alert';
import { Button } from '@ui/components/Button';
import { Dialog, DialogActions } from '@ui/components/Dialog';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';

/** A picture larger than this is refused before it is read (a phone photo is far smaller). */
const MAX_SOURCE_BYTES = 20_000_000;
const MAX_ZOOM = 4;

/** The chosen square of the picture, scaled to AVATAR_PIXELS a side, as a JPEG. */
async function croppedJpeg(source: string, area: Area): Promise<Blob> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_PIXELS;
  canvas.height = AVATAR_PIXELS;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, AVATAR_PIXELS, AVATAR_PIXELS);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, AVATAR_PIXELS, AVATAR_PIXELS);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no blob'))), 'image/jpeg', 0.88));
}

/** Crop a chosen picture to a circle: drag or arrow keys to move it, the slider (or the wheel) to zoom. */
const CropDialog = observer(function CropDialog({ store, source, onClose }: { store: ProfileStore; source: string; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const toasts = useService(ToastStore);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | undefined>(undefined);
  const [unreadable, setUnreadable] = useState(false);
  const zoomId = useId();
  const saving = store.pictureState === 'saving';

  const handleSave = async () => {
    if (!area) return;
    let blob: Blob;
    try {
      blob = await croppedJpeg(source, area);
    } catch {
      setUnreadable(true);
      return;
    }
    const saved = await store.setPicture(blob);
    if (saved.ok) {
      toasts.show('profile:picture.saved', 'success');
      onClose();
    }
  };

  return (
    <Dialog
      open
      title={t('picture.cropTitle')}
      onClose={onClose}
      actions={<DialogActions confirmLabel={t('picture.save')} busy={saving} disabled={saving || !area} onConfirm={() => void handleSave()} onCancel={onClose} />}
    >
      <p className="profile__hint" id={`${zoomId}-help`}>
        {t('picture.cropHelp')}
      </p>
      {unreadable ? <Alert tone="error">{t('picture.unreadable')}</Alert> : null}
      {store.pictureState === 'failed' ? <Alert tone="error">{errorMessage(t, store.pictureError)}</Alert> : null}
      <div className="profile__crop" aria-describedby={`${zoomId}-help`}>
        <Cropper
          image={source}
          crop={crop}
          zoom={zoom}
          maxZoom={MAX_ZOOM}
          aspect={1}
          cropShape="round"
          showGrid={false}
          keyboardStep={10}
          disableAutomaticStylesInjection
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area, pixels) => setArea(pixels)}
          onMediaLoaded={() => setUnreadable(false)}
          mediaProps={{ alt: t('picture.cropAlt'), onError: () => setUnreadable(true) }}
          cropperProps={{ 'aria-label': t('picture.cropArea') } as never}
        />
      </div>
      <label className="profile__zoom" htmlFor={zoomId}>
        <span>{t('picture.zoom')}</span>
        <input id={zoomId} type="range" min={1} max={MAX_ZOOM} step={0.05} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} />
      </label>
    </Dialog>
  );
});

/** "Change picture" (a file, then the crop) and "Use initials" (after a confirmation), where the tenant allows. */
export const AvatarEditor = observer(function AvatarEditor({ store, hasPicture }: { store: ProfileStore; hasPicture: boolean }) {
  const { t } = useTranslation('profile');
  const toasts = useService(ToastStore);
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => () => (source ? URL.revokeObjectURL(source) : undefined), [source]);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') {
      setProblem(t('picture.notAPicture'));
      return;
    }
    if (file.size > MAX_SOURCE_BYTES) {
      setProblem(t('picture.tooLarge'));
      return;
    }
    setProblem(undefined);
    setSource(URL.createObjectURL(file));
  };

  const closeCrop = () => {
    setSource(undefined);
    input.current?.focus();
  };

  const handleRemove = async () => {
    const removed = await store.removePicture();
    setConfirming(false);
    toasts.show(removed.ok ? 'profile:picture.removed' : 'profile:picture.notRemoved', removed.ok ? 'success' : 'error');
  };

  return (
    <div className="profile__picture">
      <label className="btn btn--secondary btn--sm profile__file">
        {hasPicture ? t('picture.change') : t('picture.add')}
        <input ref={input} className="profile__file-input" type="file" accept="image/jpeg,image/png,image/webp,image/gif" onChange={handleFile} />
      </label>
      {hasPicture ? (
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          {t('picture.remove')}
        </Button>
      ) : null}
      {problem ? (
        <p className="profile__error" role="alert">
          {problem}
        </p>
      ) : null}
      {source ? <CropDialog store={store} source={source} onClose={closeCrop} /> : null}
      <Dialog
        open={confirming}
        alert
        title={t('picture.removeTitle')}
        onClose={() => setConfirming(false)}
        actions={<DialogActions confirmLabel={t('picture.removeConfirm')} tone="danger" busy={store.pictureState === 'saving'} onConfirm={() => void handleRemove()} onCancel={() => setConfirming(false)} />}
      >
        <p>{t('picture.removeText')}</p>
      </Dialog>
    </div>
  );
});
