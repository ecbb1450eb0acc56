import { describe, expect, it } from 'vitest';
import { coveredSeconds, ProgressTracker } from '@application/viewer/ProgressTracker';
import { FixedClock } from '@tests/fakes/FixedClock';
import { InMemoryViewerGateway } from '@tests/fakes/InMemoryViewerGateway';
import { anItem, aStudentItem } from '@tests/unit/application/viewer/itemMothers';

function setup(initial: { progress: number; position: number | null } | null) {
  const item = initial === null ? anItem() : aStudentItem({ myProgress: initial });
  const gateway = new InMemoryViewerGateway([item]);
  const clock = new FixedClock();
  const tracker = new ProgressTracker(gateway, clock, item.guid, initial);
  return { gateway, clock, tracker };
}

describe('coveredSeconds', () => {
  it('adds up the union of played ranges', () => {
    expect(coveredSeconds([[0, 10], [5, 20], [30, 40]])).toBe(30);
    expect(coveredSeconds([])).toBe(0);
    expect(coveredSeconds([[10, 5]])).toBe(0);
  });
});

describe('ProgressTracker', () => {
  it('never writes progress for a teacher (no my_progress)', async () => {
    const { gateway, tracker } = setup(null);
    tracker.report(80, 10);
    await tracker.complete();
    await tracker.flush();
    expect(tracker.enabled).toBe(false);
    expect(gateway.progressCalls).toEqual([]);
  });

  it('writes at most once per interval while playing, and at once on flush', async () => {
    const { gateway, clock, tracker } = setup({ progress: 0, position: null });
    tracker.reportMedia([[0, 5]], 5, 100);
    tracker.reportMedia([[0, 8]], 8, 100);
    expect(gateway.progressCalls).toHaveLength(0);
    clock.advance(10_000);
    tracker.reportMedia([[0, 30]], 30, 100);
    await tracker.flush();
    expect(gateway.progressCalls).toEqual([{ itemGuid: 'item-1', progress: { progress: 30, position: 30 } }]);
    tracker.reportMedia([[0, 40]], 40, 100);
    await tracker.flush();
    expect(gateway.progressCalls.map((call) => call.progress)).toEqual([
      { progress: 30, position: 30 },
      { progress: 40, position: 40 },
    ]);
    await tracker.flush();
    expect(gateway.progressCalls).toHaveLength(2);
  });

  it('counts what was watched before resuming, and 90 % watched as done', async () => {
    const { gateway, tracker } = setup({ progress: 50, position: 50 });
    expect(tracker.resumePosition).toBe(50);
    tracker.reportMedia([[50, 91]], 91, 100);
    await tracker.flush();
    expect(gateway.progressCalls[0]?.progress).toEqual({ progress: 100, position: 91 });
  });

  it('never lowers progress', async () => {
    const { gateway, tracker } = setup({ progress: 60, position: 3 });
    tracker.report(20, 1);
    await tracker.flush();
    expect(tracker.progress).toBe(60);
    expect(gateway.progressCalls[0]?.progress.progress).toBe(60);
  });

  it('counts distinct pages seen, starting from an earlier share', async () => {
    const { gateway, tracker } = setup({ progress: 50, position: 2 });
    tracker.reportPage(3, 4);
    tracker.reportPage(3, 4);
    await tracker.flush();
    expect(gateway.progressCalls[0]?.progress).toEqual({ progress: 75, position: 3 });
    tracker.reportPage(4, 4);
    await tracker.flush();
    expect(tracker.progress).toBe(100);
    expect(tracker.lessonProgress).toBe(100);
  });

  it('completes items that count as done when opened', async () => {
    const { gateway, tracker } = setup({ progress: 0, position: null });
    await tracker.complete();
    expect(gateway.progressCalls).toEqual([{ itemGuid: 'item-1', progress: { progress: 100, position: null } }]);
  });
});
