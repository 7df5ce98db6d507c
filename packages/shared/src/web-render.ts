// What the web build and the server agree on for the pages the server renders for visitors
// (ADR 0045): the build writes its render bundle and page shells there, and the server reads
// them and never serves that directory.

/** The web build's directory (under its dist) of its render bundle and page shells. */
export const RENDER_DIR = 'server';

/** The empty root element of a page, where its first screen goes. */
export const ROOT_ELEMENT = '<div id="root"></div>';
