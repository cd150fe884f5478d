// Styles added at run time without a <style> element: the Content-Security-Policy allows no
// inline style but index.html's own (by hash, internal/web/headers.go), and a constructed style
// sheet (the CSSOM) is outside its reach. The libraries that add styles at run time go through
// here (vite.config.ts: sonner's stylesheet, and react-style-singleton, which Radix's scroll
// lock uses, is replaced by ./styleSingleton.ts).

/** Adds css to the page as a constructed style sheet; the returned function takes it away. */
export function adoptStyles(css: string): () => void {
  if (typeof document === 'undefined') return () => {};
  if (typeof CSSStyleSheet === 'function' && 'adoptedStyleSheets' in document && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }
  // Without constructed style sheets (older browsers, jsdom): an element, as the library did.
  const style = document.createElement('style');
  style.appendChild(document.createTextNode(css));
  document.head.appendChild(style);
  return () => style.remove();
}
