/** Types of precompress-levels.mjs (the levels by kind of file and the encoders), for the tests. */
export type Extension = '.br' | '.gz';
export declare const LEVELS: Record<'page' | 'shared', Record<Extension, number>>;
export declare const PAGE_FILE: RegExp;
export declare function levelsFor(path: string): [Extension, number][];
export declare const ENCODERS: string;
export declare function encode(extension: Extension, level: number, data: Buffer): Buffer;
export declare function reuseKey(sha256: string, extension: Extension, level: number): string;
