import type { ReactNode } from 'react';
import type { Point } from '@domain/assessments/questionModel';
import { ImageStage } from '@ui/questions/shared/ImageStage';
import { ImageUploadField, type ImageUploadFieldProps } from '@ui/questions/shared/ImageUploadField';

interface ImagePlacementFieldProps extends Omit<ImageUploadFieldProps, 'id'> {
  idPrefix: string;
  /** The uploaded image's URL; nothing to place on until there is one. */
  src: string | undefined;
  /** How to place marks (already translated); it describes the image. */
  help: string;
  alt: string;
  onPick: (point: Point) => void;
  /** The marks already placed, drawn over the image. */
  children: ReactNode;
}

/** An authoring image: upload it, then click on it to place marks (label targets, areas to find). */
export function ImagePlacementField({ idPrefix, src, help, alt, onPick, children, ...upload }: ImagePlacementFieldProps) {
  return (
    <>
      <ImageUploadField id={`${idPrefix}-image`} {...upload} />
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
