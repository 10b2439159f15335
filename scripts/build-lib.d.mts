// Types for the part of build-lib.mjs that TypeScript code reads (the e2e checks of every pre-rendered page).

/** The public pages rendered to HTML at build time: their route and the page module. */
export const PRERENDERED_PAGES: ReadonlyArray<{ route: string; page: string; share?: boolean }>;
