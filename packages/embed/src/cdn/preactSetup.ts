// Injected at the top of the npm build (tsup.config.ts), which runs on preact/compat like the
// script-tag widget: effects run the way React runs them for input (see preactOptions.ts).
import { runEffectsLikeReact } from './preactOptions';

runEffectsLikeReact();
