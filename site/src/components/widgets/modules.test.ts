import { widgetModule } from './modules';

describe('a widget module', () => {
  it('is fetched once, however many parts of the page ask for it', async () => {
    const importModule = jest.fn(async () => ({ name: 'samples' }));
    const samples = widgetModule(importModule);
    const [first, second] = await Promise.all([samples.load(), samples.load()]);
    expect(first).toBe(second);
    expect(await samples.load()).toBe(first);
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('tells a part waiting for it when another part fetched it, and one asking later at once', async () => {
    const samples = widgetModule(async () => ({ name: 'samples' }));
    const heard: unknown[] = [];
    samples.whenLoaded((module) => heard.push(module));
    const stopped = jest.fn();
    samples.whenLoaded(stopped)();
    expect(samples.current()).toBeNull();
    const module = await samples.load();
    expect(heard).toEqual([module]);
    expect(stopped).not.toHaveBeenCalled();
    expect(samples.current()).toBe(module);
    samples.whenLoaded((again) => heard.push(again));
    expect(heard).toEqual([module, module]);
  });

  it('is fetched again on the next need after a failure', async () => {
    const importModule = jest
      .fn<Promise<{ name: string }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ name: 'samples' });
    const samples = widgetModule(importModule);
    await expect(samples.load()).rejects.toThrow('offline');
    expect(samples.current()).toBeNull();
    await expect(samples.load()).resolves.toEqual({ name: 'samples' });
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
