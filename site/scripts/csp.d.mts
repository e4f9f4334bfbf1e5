/** Types of csp.mjs (the build's list of inline-script hashes), for its TypeScript tests. */
export declare const CSP_FILE: string;
export declare const MAX_INLINE_SCRIPTS: number;
export declare function inlineScriptHashes(html: string): string[];
export declare function writeScriptHashes(
  folder: string,
): Promise<{ scriptHashes: string[]; pages: number }>;
