import { makeAutoObservable } from 'mobx';
import { contentType, parseContentTypeCode } from '@domain/content/contentTypes';
import { itemProjectionAccepts, type ItemProjectionRoute } from '@domain/projection/projectedKinds';
import { Err, Ok, type Result } from '@domain/shared/result';
import { appError, type AppError } from '@application/shared/AppError';
import { Loadable } from '@application/shared/Loadable';
import type { ProjectionGateway } from '@application/projection/ports/ProjectionGateway';
import type { ViewerGateway } from '@application/viewer/ports/ViewerGateway';

/** Where a projection of one item starts: its lesson's projection, on that item (ADR 0525). */
export interface ItemProjectionTarget {
  courseGuid: string;
  lessonGuid: string;
  itemGuid: string;
  /** `/projection/question/{g}` (ADR 0526): the test's question asked once the projection opens. */
  questionGuid?: string;
}

/** The one-item routes and `/projection/question/{g}`, whose guid is a test's question. */
export type ItemProjectionVariant = ItemProjectionRoute | 'question';

/**
 * `/projection/videolesson/{g}` and `/projection/test/{g}`: the item's lesson is projected, opened on the item. The item
 * is read with the viewer's read (who may see it stays the server's); one of another kind is "not found" here.
 * `/projection/question/{g}`: the question's test, found by the projection's own read (the course's teachers only).
 */
export class ItemProjection {
  readonly target = new Loadable((guid: string, route: ItemProjectionVariant) => (route === 'question' ? this.question(guid) : this.resolve(guid, route)));

  constructor(
    private readonly gateway: ViewerGateway,
    private readonly projection: ProjectionGateway,
  ) {
    makeAutoObservable<ItemProjection, 'gateway' | 'projection'>(this, { target: false, gateway: false, projection: false }, { autoBind: true });
  }

  /** Whether the target read is the one asked for by `guid` (an item, or a question). */
  isFor(guid: string): boolean {
    const target = this.target.value;
    return target !== undefined && (target.questionGuid ?? target.itemGuid) === guid.toLowerCase();
  }

  private async resolve(guid: string, route: ItemProjectionRoute): Promise<Result<ItemProjectionTarget, AppError>> {
    const read = await this.gateway.item(guid);
    if (read.err) return read;
    const code = parseContentTypeCode(read.val.contentType);
    if (!code || !itemProjectionAccepts(route, contentType(code).viewer)) return Err(appError('not-found', 'NOT_FOUND', { status: 404 }));
    return Ok({ courseGuid: read.val.courseGuid, lessonGuid: read.val.lessonGuid, itemGuid: read.val.guid });
  }

  private async question(guid: string): Promise<Result<ItemProjectionTarget, AppError>> {
    const place = await this.projection.questionPlace(guid);
    if (place.err) return place;
    return Ok({ courseGuid: place.val.courseGuid, lessonGuid: place.val.lessonGuid, itemGuid: place.val.itemGuid, questionGuid: place.val.questionGuid });
  }
}
