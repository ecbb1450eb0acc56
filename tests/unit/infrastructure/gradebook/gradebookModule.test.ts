import { describe, expect, it } from 'vitest';
import { Container } from 'inversify';
import { GradebookStore } from '@application/gradebook/GradebookStore';
import { GradebookGateway } from '@application/gradebook/ports/GradebookGateway';
import { Clock } from '@application/shared/ports/Clock';
import { Timers } from '@application/shared/ports/Timers';
import { gradebookModule } from '@infrastructure/di/gradebookModule';
import { HttpGradebookGateway } from '@infrastructure/gradebook/HttpGradebookGateway';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { FixedClock } from '@tests/fakes/FixedClock';

describe('gradebookModule', () => {
  it('binds one HTTP gateway and a new grid store per page', () => {
    const container = new Container();
    container.bind(Clock).toConstantValue(new FixedClock());
    container.bind(Timers).toConstantValue({ after: () => () => undefined, every: () => () => undefined });
    container.bind(FetchHttpClient).toConstantValue(new FetchHttpClient({ baseUrl: '/api', tenantId: 'tiza', token: () => undefined, onSessionRefused: () => undefined }));
    container.loadSync(gradebookModule);

    expect(container.get(GradebookGateway)).toBeInstanceOf(HttpGradebookGateway);
    expect(container.get(GradebookGateway)).toBe(container.get(GradebookGateway));
    expect(container.get(GradebookStore)).toBeInstanceOf(GradebookStore);
    expect(container.get(GradebookStore)).not.toBe(container.get(GradebookStore));
  });
});
