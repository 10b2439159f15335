/**
 * React's own useSyncExternalStore, in place of the `use-sync-external-store` shim that wouter imports for React
 * versions before 18 (vite.config.ts aliases the shim here): React 19 has it, and the shim's fallback would ride
 * in every page's first download (docs/decisions/059-a-smaller-router.md).
 */
export { useSyncExternalStore } from 'react';
