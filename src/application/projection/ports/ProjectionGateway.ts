import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { ProjectionCommand } from '@domain/projection/projection';
import type { ItemMeasure } from '@domain/projection/projectionView';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { OpenedProjection, ProjectionState } from '@application/projection/Projection';

/** Where a test's question is projected (ADR 0526): its test, lesson and course. */
export interface QuestionPlace {
  questionGuid: string;
  itemGuid: string;
  lessonGuid: string;
  courseGuid: string;
}

/** What one connection of a projection tells: it opened, a state arrived, or the server refused something. */
export type ProjectionLinkEvent = { kind: 'open' } | { kind: 'state'; state: ProjectionState } | { kind: 'refused'; code: string };

/** One live connection to a projection: subscribing opens it, unsubscribing closes it, completing means it dropped. */
export interface ProjectionLink {
  readonly events: Observable<ProjectionLinkEvent>;
  /** Sends a command while the connection is open; false when it is not (the caller may say so). */
  send(command: ProjectionCommand): boolean;
  /** The projector's report of what it measured of item `itemGuid` (ADR 0526); false when the connection is down. */
  report(itemGuid: string, measure: ItemMeasure): boolean;
}

/** Which screen a link is: only the projector's may report what it measured of an item (ADR 0526). */
export type ProjectionScreen = 'projector' | 'remote';

/** Projection in class (docs/api-projection.md): open a projection, pair a phone with it, and its live link. */
export interface ProjectionGateway {
  open(courseGuid: string, lessonGuid: string): Promise<Result<OpenedProjection, AppError>>;
  /** Pairs the signed-in teacher's phone by the projector's short code. */
  pair(shortToken: string): Promise<Result<ProjectionState, AppError>>;
  link(guid: string, screen: ProjectionScreen): ProjectionLink;
  /** The teacher's notes of the projected items, by item guid (ADR 0526): the remote's read, never the projector's. */
  notes(guid: string): Promise<Result<Record<string, string>, AppError>>;
  /** Where a test's question is projected (the course's teachers). */
  questionPlace(questionGuid: string): Promise<Result<QuestionPlace, AppError>>;
  /** Asks a test's question on a projection of its lesson: live when its type runs live (the server reads the key). */
  askQuestion(projectionGuid: string, questionGuid: string): Promise<Result<void, AppError>>;
}

export const ProjectionGateway: ServiceIdentifier<ProjectionGateway> = Symbol('ProjectionGateway');

/** Pictures of QR codes, for a phone to read the remote's address off the screen. */
export interface QrCodes {
  /** An image (data: URL) of `text` as a QR code. */
  image(text: string): Promise<string>;
}

export const QrCodes: ServiceIdentifier<QrCodes> = Symbol('QrCodes');
