import { describe, expect, it } from 'vitest';
import { appError } from '@application/shared/AppError';
import { AUDIT_LIMIT, AuditTrail } from '@application/gradebook/AuditTrail';
import { InMemoryGradebookGateway } from '@tests/fakes/InMemoryGradebookGateway';

const CELL = { scope: 'cell', courseGuid: 'c-mat', itemGuid: 'i-test-1', studentGuid: 's-pablo' } as const;

describe('AuditTrail', () => {
  it('reads the trail of the panel it opens, and forgets the panel on close', async () => {
    const gateway = new InMemoryGradebookGateway();
    const trail = new AuditTrail(gateway);
    const opening = trail.open(CELL);
    expect(trail.target).toEqual(CELL);
    expect(trail.entries.status).toBe('loading');
    expect(trail.lines).toEqual([]);
    await opening;
    expect(trail.entries.status).toBe('ready');
    expect(gateway.callsOf('audit').map((call) => call.filter)).toEqual([{ itemGuid: 'i-test-1', studentGuid: 's-pablo', limit: AUDIT_LIMIT }]);

    await trail.open({ ...CELL, scope: 'column', studentGuid: null });
    expect(gateway.callsOf('audit').at(-1)?.filter).toEqual({ itemGuid: 'i-test-1', studentGuid: undefined, limit: AUDIT_LIMIT });

    trail.close();
    expect(trail.target).toBeUndefined();
  });

  it('says when the trail cannot be read, and reads the same panel again on retry', async () => {
    const gateway = new InMemoryGradebookGateway();
    gateway.failNext.audit = appError('network', 'NETWORK');
    const trail = new AuditTrail(gateway);
    await trail.open(CELL);
    expect(trail.entries).toMatchObject({ status: 'failed', error: { code: 'NETWORK' } });
    await trail.retry();
    expect(trail.entries.status).toBe('ready');
    expect(gateway.callsOf('audit').map((call) => (call.filter as { studentGuid?: string }).studentGuid)).toEqual(['s-pablo', 's-pablo']);
  });
});
