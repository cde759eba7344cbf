import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136+; other engines see a comment): every function of a file that
 * starts with it is compiled eagerly, on the thread that streams the script in, instead of lazily on the main
 * thread at its first call. The first render calls most of what the first screen's chunks hold; their lazy
 * compiles were about half of the main thread's script time at load (decision 0022).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The hint only counts on a file's first line. rolldown's `postBanner` puts it there (and into the file's
 * hash), but Vite then writes its preload map (`const __vite__mapDeps=…`) above it in chunks that import
 * others lazily. This moves the hint back to the top: the file keeps its line count, so source maps stay
 * right, and its content still follows from its hash.
 */
export function compileHintFirst(): Plugin {
  return {
    name: 'messhall:compile-hint-first',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || file.code.startsWith(COMPILE_HINT)) continue;
          const at = file.code.indexOf(`\n${COMPILE_HINT}\n`);
          if (at < 0) continue;
          file.code = `${COMPILE_HINT}\n${file.code.slice(0, at)}${file.code.slice(at + COMPILE_HINT.length + 1)}`;
        }
      },
    },
  };
}
