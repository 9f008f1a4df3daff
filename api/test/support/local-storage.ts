import asyncHooks from 'node:async_hooks';

/**
 * Jest loads every module afresh for each test file, but Node's own modules are the worker's, for
 * all its files. An AsyncLocalStorage a file's modules enable (the server renderer's React keeps
 * one per request) stays in Node's list of enabled stores after the file ends, and on Node 20 and
 * 22 every promise created afterwards visits each store of that list: by the last file of a worker,
 * dozens. This setup (jest.config.cjs, setupFilesAfterEnv) records the stores made while a file
 * runs and disables them once it has ended, as a process that ends would drop them.
 */
const Original = asyncHooks.AsyncLocalStorage;
const made: InstanceType<typeof Original>[] = [];

asyncHooks.AsyncLocalStorage = class RecordedAsyncLocalStorage<T> extends Original<T> {
  constructor() {
    super();
    made.push(this);
  }
};

afterAll(() => {
  asyncHooks.AsyncLocalStorage = Original;
  for (const storage of made.splice(0)) storage.disable();
});
