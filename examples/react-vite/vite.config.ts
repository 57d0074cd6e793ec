import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite + React app: the kit's packages ship compiled JavaScript and one extracted CSS file
// each, so no vanilla-extract plugin (or any other kit-specific setup) is needed.
export default defineConfig({
  plugins: [react()],
});
