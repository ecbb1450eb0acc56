import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Point } from '@domain/assessments/questionModel';
import type { MediaMap, UploadFile } from '@ui/questions/QuestionKind';
import { ImageStage } from '@ui/questions/shared/ImageStage';
import { ImageUploadField } from '@ui/questions/shared/ImageUploadField';
import { mediaUrl, useLocalMedia } from '@ui/questions/shared/media';

interface ImagePlacementFieldProps {
  idPrefix: string;
  /** The image's file guid, '' when none yet. */
  fileGuid: string;
  /** The media the page knows; what this field uploads is shown before the page reloads. */
  media: MediaMap;
  uploadImage: UploadFile;
  /** A new image was uploaded: its guid goes to the question. */
  onImage: (guid: string) => void;
  /** A validation message of the image, already translated. */
  error?: string;
  /** How to place marks (already translated); it describes the image. */
  help: string;
  alt: string;
  onPick: (point: Point) => void;
  /** The marks already placed, drawn over the image. */
  children: ReactNode;
}

/** An authoring image: upload it, then click on it to place marks (label targets, areas to find). */
export function ImagePlacementField({ idPrefix, fileGuid, media, uploadImage, onImage, error, help, alt, onPick, children }: ImagePlacementFieldProps) {
  const { t } = useTranslation('questions');
  const [allMedia, addMedia] = useLocalMedia(media);
  const src = mediaUrl(allMedia, fileGuid);
  return (
    <>
      <ImageUploadField
        id={`${idPrefix}-image`}
        label={t('editor.image')}
        fileGuid={fileGuid || null}
        fileName={allMedia[fileGuid]?.name}
        uploadImage={uploadImage}
        onUploaded={(guid, item) => {
          addMedia(guid, item);
          onImage(guid);
        }}
        error={error}
      />
      {src ? (
        <>
          <p className="tz-q-hint" id={`${idPrefix}-stage-help`}>
            {help}
          </p>
          <ImageStage src={src} alt={alt} describedBy={`${idPrefix}-stage-help`} onPick={onPick}>
            {children}
          </ImageStage>
        </>
      ) : null}
    </>
  );
}
