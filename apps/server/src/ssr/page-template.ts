import { THEME_COLORS, type Locale, type ThemeName } from '@messhall/shared';

/** The no-flash theme script of index.html, for the Vite dev server; the server's pages carry the theme. */
const THEME_INIT_SCRIPT = /\s*<script src="\/theme-init\.js"><\/script>/;
const THEME_COLOR_META = /(<meta name="theme-color" content=")[^"]*"/g;

/** What goes into one page: the reader's language and theme, the head's hints, the app's markup, the body's end. */
export interface PageParts {
  locale: Locale;
  theme: ThemeName | undefined;
  /** Links for <head>: chunk and image hints. */
  head: string;
  /** The server-rendered app, or '' for the shell the browser renders into. */
  app: string;
  /** Markup before </body>: the dehydrated query cache. */
  bodyEnd: string;
}

export interface PageTemplate {
  /** The page for `parts`: the template's own head and scripts around them. */
  page(parts: PageParts): string;
  /** The template's markup that does not change per page, for the page's ETag. */
  readonly fingerprint: string;
}

/**
 * The web build's index.html, cut once into the pieces every page is put together from: the <head>'s content
 * (with each theme's browser colour, the blocking theme script left out: the page says the theme itself) and
 * the <body>'s content around the app's root element.
 */
export function pageTemplate(indexHtml: string): PageTemplate {
  const head = /<head>([\s\S]*)<\/head>/.exec(indexHtml)?.[1];
  const body = /<body>([\s\S]*)<\/body>/.exec(indexHtml)?.[1];
  const root = '<div id="root"></div>';
  if (head === undefined || body === undefined || !body.includes(root))
    throw new Error('index.html lacks <head>, <body> or <div id="root"></div>');
  const plainHead = head.replace(THEME_INIT_SCRIPT, '');
  const heads = new Map<ThemeName | undefined, string>([[undefined, plainHead]]);
  for (const theme of Object.keys(THEME_COLORS) as ThemeName[])
    heads.set(theme, plainHead.replace(THEME_COLOR_META, `$1${THEME_COLORS[theme]}"`));
  const [beforeRoot = '', afterRoot = ''] = body.split(root);
  return {
    fingerprint: indexHtml,
    page: ({ locale, theme, head: links, app, bodyEnd }) =>
      '<!doctype html>\n' +
      `<html${theme ? ` data-theme="${theme}"` : ''} lang="${locale}">\n` +
      `<head>${heads.get(theme) ?? plainHead}${links}</head>\n` +
      `<body>${beforeRoot}<div id="root">${app}</div>${afterRoot}${bodyEnd}</body>\n` +
      '</html>\n',
  };
}
