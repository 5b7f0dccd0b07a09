/** How long a shareable preview link opens (app/editor/server/preview-link.ts), as the editor's page says it. */
export const PREVIEW_DAYS = 7
