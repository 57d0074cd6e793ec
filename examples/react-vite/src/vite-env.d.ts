/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The co-op API's base URL (default https://api.example.coop). */
  readonly VITE_COOP_API_BASE_URL?: string;
  /** The co-op's application id (default `web`). */
  readonly VITE_COOP_APPLICATION_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
