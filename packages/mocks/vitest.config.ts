import { defineConfig } from 'vitest/config';
import { unitTestConfig } from '../../vitest.shared.ts';

export default defineConfig(unitTestConfig({ environment: 'node' }));
