import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canPause,
  canResume,
  nextTask,
  percentDone,
  startTask,
  type UploadTask,
} from './upload-task';

const MB = 1_000_000;

function run(task: UploadTask, ...events: Parameters<typeof nextTask>[1][]) {
  return events.reduce(nextTask, task);
}

describe('upload task', () => {
  it('goes from in progress to paused and back for a multipart upload', () => {
    const task = startTask(20 * MB, true);
    expect(task.status).toBe('inProgress');
    const paused = nextTask(task, { type: 'pause' });
    expect(paused.status).toBe('paused');
    expect(canResume(paused)).toBe(true);
    expect(canPause(paused)).toBe(false);
    expect(nextTask(paused, { type: 'resume' }).status).toBe('inProgress');
  });

  it('cannot pause a single-part upload', () => {
    const task = startTask(MB, false);
    expect(canPause(task)).toBe(false);
    expect(nextTask(task, { type: 'pause' })).toBe(task);
  });

  it('resumes only a paused task', () => {
    const task = startTask(20 * MB, true);
    expect(nextTask(task, { type: 'resume' })).toBe(task);
  });

  it('cancels from in progress and from paused', () => {
    expect(nextTask(startTask(20 * MB, true), { type: 'cancel' }).status).toBe('canceled');
    expect(run(startTask(20 * MB, true), { type: 'pause' }, { type: 'cancel' }).status).toBe('canceled');
  });

  it('ignores cancel (and everything else) once canceled, errored or succeeded', () => {
    const over = [
      run(startTask(MB, false), { type: 'cancel' }),
      run(startTask(MB, false), { type: 'fail', message: 'Network down' }),
      run(startTask(MB, false), { type: 'succeed' }),
    ];
    expect(over.map((task) => task.status)).toEqual(['canceled', 'error', 'success']);
    for (const task of over) {
      expect(canCancel(task)).toBe(false);
      expect(nextTask(task, { type: 'cancel' })).toBe(task);
      expect(nextTask(task, { type: 'resume' })).toBe(task);
      expect(nextTask(task, { type: 'progress', bytesUploaded: 1, bytesTotal: MB })).toBe(task);
    }
    expect(over[1]?.error).toBe('Network down');
  });

  it('reports progress as whole percent, full on success', () => {
    const task = nextTask(startTask(3 * MB, false), {
      type: 'progress',
      bytesUploaded: MB,
      bytesTotal: 3 * MB,
    });
    expect(percentDone(task)).toBe(33);
    expect(percentDone(nextTask(task, { type: 'succeed' }))).toBe(100);
    expect(percentDone(startTask(0, false))).toBe(0);
  });
});
