import { createUploadGuard, UPLOAD_IN_PROGRESS_WARNING } from '.';

describe('one upload at a time', () => {
  it('refuses a second start while one runs, with a console warning', () => {
    const warn = jest.fn();
    const guard = createUploadGuard(warn);
    expect(guard.start()).toBe(true);
    expect(guard.busy).toBe(true);
    expect(guard.start()).toBe(false);
    expect(warn).toHaveBeenCalledWith(UPLOAD_IN_PROGRESS_WARNING);
  });

  it('allows a new upload once the previous one finished', () => {
    const warn = jest.fn();
    const guard = createUploadGuard(warn);
    guard.start();
    guard.finish();
    expect(guard.busy).toBe(false);
    expect(guard.start()).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores an upload run while another is running, and runs the next one after', async () => {
    const warn = jest.fn();
    const guard = createUploadGuard(warn);
    let release: (id: string) => void = () => {};
    const first = guard.run(() => new Promise<string>((resolve) => (release = resolve)));
    const second = jest.fn(async () => 'second');
    expect(await guard.run(second)).toBeUndefined();
    expect(second).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    release('first');
    expect(await first).toBe('first');
    expect(await guard.run(second)).toBe('second');
  });

  it('frees the guard when an upload fails', async () => {
    const guard = createUploadGuard(jest.fn());
    await expect(guard.run(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(guard.busy).toBe(false);
  });
});
