import { makeAutoObservable } from 'mobx';
import { contentType, parseContentTypeCode } from '@domain/content/contentTypes';
import { itemProjectionAccepts, type ItemProjectionRoute } from '@domain/projection/projectedKinds';
import { Err, Ok, type Result } from '@domain/shared/result';
import { appError, type AppError } from '@application/shared/AppError';
import { Loadable } from '@application/shared/Loadable';
import type { ViewerGateway } from '@application/viewer/ports/ViewerGateway';

/** Where a projection of one item starts: its lesson's projection, on that item (ADR 0525). */
export interface ItemProjectionTarget {
  courseGuid: string;
  lessonGuid: string;
  itemGuid: string;
}

/**
 * `/projection/videolesson/{g}` and `/projection/test/{g}`: the item's lesson is projected, opened on the item. The item
 * is read with the viewer's read (who may see it stays the server's); one of another kind is "not found" here.
 */
export class ItemProjection {
  readonly target = new Loadable((guid: string, route: ItemProjectionRoute) => this.resolve(guid, route));

  constructor(private readonly gateway: ViewerGateway) {
    makeAutoObservable<ItemProjection, 'gateway'>(this, { target: false, gateway: false }, { autoBind: true });
  }

  private async resolve(guid: string, route: ItemProjectionRoute): Promise<Result<ItemProjectionTarget, AppError>> {
    const read = await this.gateway.item(guid);
    if (read.err) return read;
    const code = parseContentTypeCode(read.val.contentType);
    if (!code || !itemProjectionAccepts(route, contentType(code).viewer)) return Err(appError('not-found', 'NOT_FOUND', { status: 404 }));
    return Ok({ courseGuid: read.val.courseGuid, lessonGuid: read.val.lessonGuid, itemGuid: read.val.guid });
  }
}
