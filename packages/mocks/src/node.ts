import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * The demo backend for Node tests: `const server = createDemoServer(); server.listen()`. Per-test
 * overrides go through `server.use(...)`.
 */
export function createDemoServer(...overrides: Parameters<typeof setupServer>) {
  return setupServer(...overrides, ...handlers);
}
