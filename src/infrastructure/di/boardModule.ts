import { ContainerModule } from 'inversify';
import { BoardGateway } from '@application/board/ports/BoardGateway';
import { BoardStore } from '@application/board/BoardStore';
import { LiveBoard } from '@application/board/LiveBoard';
import { BoardFeed } from '@application/board/ports/BoardFeed';
import { BoardAttachments } from '@application/board/BoardAttachments';
import { FileUploader } from '@application/shared/ports/FileUploader';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpBoardGateway } from '@infrastructure/board/HttpBoardGateway';

export const boardModule = new ContainerModule(({ bind }) => {
  bind(BoardGateway).toResolvedValue((http: FetchHttpClient) => new HttpBoardGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(BoardStore).toResolvedValue((gateway: BoardGateway) => new BoardStore(gateway), [BoardGateway]).inTransientScope();
  // The feed is the session's stream, bound at start-up (notificationsModule).
  bind(LiveBoard).toResolvedValue((feed: BoardFeed) => new LiveBoard(feed), [BoardFeed]).inTransientScope();
  // One per message form; the uploader is the learning feature's (lessonsModule).
  bind(BoardAttachments).toResolvedValue((uploader: FileUploader) => new BoardAttachments(uploader), [FileUploader]).inTransientScope();
});
