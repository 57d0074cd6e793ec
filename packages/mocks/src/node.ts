import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { resetDemoStore } from './store';

/**
 * The demo backend for Node tests: `const server = createDemoServer(); server.listen()`. Per-test
 * overrides go through `server.use(...)`. Each server starts from a fresh demo co-op (call
 * `resetDemoStore()` between tests to forget writes).
 */
export function createDemoServer(...overrides: Parameters<typeof setupServer>) {
  resetDemoStore();
  return setupServer(...overrides, ...handlers);
}
