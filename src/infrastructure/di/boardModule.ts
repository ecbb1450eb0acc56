import { ContainerModule } from 'inversify';
import { BoardGateway } from '@application/board/ports/BoardGateway';
import { BoardStore } from '@application/board/BoardStore';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpBoardGateway } from '@infrastructure/board/HttpBoardGateway';

export const boardModule = new ContainerModule(({ bind }) => {
  bind(BoardGateway).toResolvedValue((http: FetchHttpClient) => new HttpBoardGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(BoardStore).toResolvedValue((gateway: BoardGateway) => new BoardStore(gateway), [BoardGateway]).inTransientScope();
});
