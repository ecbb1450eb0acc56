import { describe, expect, it } from 'vitest';
import type { SessionRef } from '@domain/calendar/programme';
import { Err, Ok, type Result } from '@domain/shared/result';
import { ProgrammeStore } from '@application/calendar/ProgrammeStore';
import { appError, type AppError } from '@application/shared/AppError';
import type { Programme, ProgrammeSession } from '@application/calendar/Programme';
import type { ProgrammeGateway } from '@application/calendar/ports/ProgrammeGateway';

const session = (date: string, starts = '09:00'): ProgrammeSession => ({ guid: `s-${date}-${starts}`, date, starts, ends: '09:55', room: 'Aula 11' });

function programme(): Programme {
  return {
    courseName: 'Biología',
    lessons: [
      { guid: 'l-1', name: 'El agua', unitName: 'U1', published: true, session: session('2026-11-30'), moved: false },
      { guid: 'l-2', name: 'La célula', unitName: 'U1', published: true, session: session('2026-12-02'), moved: false },
    ],
    upcoming: [session('2026-12-02'), session('2026-12-03'), session('2026-12-07')],
    hasTimetable: true,
    canEdit: true,
    now: '2026-12-01T10:00',
  };
}

class FakeProgramme implements ProgrammeGateway {
  reads = 0;
  moves: { lessonGuid: string; session: SessionRef }[] = [];
  refusal: AppError | undefined;

  async read(): Promise<Result<Programme, AppError>> {
    this.reads += 1;
    return Ok(programme());
  }

  async move(lessonGuid: string, target: SessionRef): Promise<Result<Programme, AppError>> {
    this.moves.push({ lessonGuid, session: target });
    return this.refusal ? Err(this.refusal) : Ok(programme());
  }
}

describe('ProgrammeStore', () => {
  it('offers each lesson the classes after the previous lesson’s that have not begun, but its own', async () => {
    const store = new ProgrammeStore(new FakeProgramme());
    await store.load('c-1');
    // El agua (its class has passed) may go to any class ahead; La célula to any but the one it is on.
    expect(store.targets('l-1').map((s) => s.date)).toEqual(['2026-12-02', '2026-12-03', '2026-12-07']);
    expect(store.targets('l-2').map((s) => s.date)).toEqual(['2026-12-03', '2026-12-07']);
  });

  it('moves a lesson and says where; a refusal says why and reads the programme again', async () => {
    const gateway = new FakeProgramme();
    const store = new ProgrammeStore(gateway);
    await store.load('c-1');
    const target = session('2026-12-07');
    expect(await store.move('l-2', target)).toBe(true);
    expect(gateway.moves).toEqual([{ lessonGuid: 'l-2', session: { date: '2026-12-07', starts: '09:00' } }]);
    expect(store.outcome).toEqual({ lessonGuid: 'l-2', kind: 'moved', session: target });

    gateway.refusal = appError('validation', 'VALIDATION_FAILED', { status: 400, details: [{ path: '/date', message: 'programme.before-previous' }] });
    expect(await store.move('l-2', target)).toBe(false);
    expect(store.outcome).toEqual({ lessonGuid: 'l-2', kind: 'refused', code: 'programme.before-previous' });
    expect(gateway.reads).toBe(2);
  });

  it('offers nothing to those who may not move lessons', async () => {
    const gateway = new FakeProgramme();
    gateway.read = async () => Ok({ ...programme(), canEdit: false, upcoming: [] });
    const store = new ProgrammeStore(gateway);
    await store.load('c-1');
    expect(store.targets('l-2')).toEqual([]);
  });
});
