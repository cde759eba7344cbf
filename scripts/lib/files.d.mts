export declare function walk(dir: string, keep: (name: string) => boolean, out?: string[]): string[];
