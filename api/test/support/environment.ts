import { TestEnvironment } from 'jest-environment-node';
import asyncHooks from 'node:async_hooks';

type Storage = InstanceType<typeof asyncHooks.AsyncLocalStorage>;

/** Node's class, read once by the worker (this module is loaded once per worker, not per file). */
const NodeAsyncLocalStorage = asyncHooks.AsyncLocalStorage;

/**
 * Node's test environment (jest.config.cjs, testEnvironment), which also disables each
 * AsyncLocalStorage made while a test file ran once the file has ended.
 *
 * Jest loads every module afresh for each test file, but Node's own modules belong to the worker,
 * for all its files. A store that a file's code enables (jest-circus keeps one per file for the
 * running test; the server renderer's React one for its requests) stays in Node's list of enabled
 * stores after the file, and on Node 20 and 22 every promise made afterwards visits each store of
 * that list: by a worker's last file, dozens, for about a tenth of the suite's time. A process that
 * ends drops its stores; so does this environment's teardown, after the file's last hook.
 */
export default class ApiTestEnvironment extends TestEnvironment {
  private readonly made: Storage[] = [];

  async setup(): Promise<void> {
    await super.setup();
    const made = this.made;
    asyncHooks.AsyncLocalStorage = class RecordedAsyncLocalStorage<T> extends NodeAsyncLocalStorage<T> {
      constructor() {
        super();
        made.push(this);
      }
    };
  }

  async teardown(): Promise<void> {
    asyncHooks.AsyncLocalStorage = NodeAsyncLocalStorage;
    for (const storage of this.made.splice(0)) storage.disable();
    await super.teardown();
  }
}
