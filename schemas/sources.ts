/**
 * What the validator reads: the texts of a project's pages and data files and the sizes of its image files, as the
 * loader (./load.ts) reads them from disk, or as a test or the editor hands them over (nothing here touches a disk).
 */

export type SourceFile = { file: string; text: string }
export type ProjectSources = {
  /** pages/**\/*.json, project-relative paths, sorted. */
  pages: SourceFile[]
  /** data files by project-relative path (undefined: the file is missing). */
  data: Record<string, string | undefined>
  /** data/images.json (undefined: missing). */
  images: string | undefined
  /**
   * The size of each image file the registry names, by its `src` (read from the file's header, never typed);
   * undefined: no such file in data/images/.
   */
  imageFiles: Record<string, ImageFileSize | undefined>
  /**
   * The copies of the site's other languages (data/<locale>/pages/**\/*.json, data/<locale>/<name>.json: their words,
   * schemas/locales.ts), project-relative paths, sorted; for each language data/site.json › locales declares beside
   * English. Left out: none.
   */
  copies?: SourceFile[]
}

/** What an image file's header says: its pixel size (EXIF rotation applied), or why it could not be read. */
export type ImageFileSize = { width: number; height: number } | { problem: string }
