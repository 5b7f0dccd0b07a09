/** The editor's browser entry (its page's script, and where the dev server's dependency scan starts in `npm run edit`). */
export const EDITOR_ENTRY = 'app/editor/client/main.tsx'
