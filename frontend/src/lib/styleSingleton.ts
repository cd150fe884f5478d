// react-style-singleton's API (styleSingleton, styleHookSingleton, stylesheetSingleton: the
// scroll lock of Radix's dialogs and menus, through react-remove-scroll), its styles added as
// constructed style sheets (./cspStyles.ts) instead of <style> elements, which the
// Content-Security-Policy refuses. vite.config.ts resolves the package here.
import { useEffect, type FC } from 'react';
import { adoptStyles } from './cspStyles';

type Sheet = { add(style: string): void; remove(): void };

/** One style sheet shared by its users: added with the first, taken away with the last. */
export function stylesheetSingleton(): Sheet {
  let counter = 0;
  let drop: (() => void) | null = null;
  return {
    add(style) {
      if (counter === 0) drop = adoptStyles(style);
      counter++;
    },
    remove() {
      counter--;
      if (!counter && drop) {
        drop();
        drop = null;
      }
    },
  };
}

/** A hook that keeps styles on the page while a component using it is mounted. */
export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton();
  return (styles, isDynamic) => {
    useEffect(
      () => {
        sheet.add(styles);
        return () => sheet.remove();
      },
      // As the library: the styles are re-added only when dynamic.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [styles && isDynamic],
    );
  };
}

/** A component that keeps its styles on the page while mounted. */
export function styleSingleton(): FC<{ styles: string; dynamic?: boolean }> {
  const useStyle = styleHookSingleton();
  const Sheet: FC<{ styles: string; dynamic?: boolean }> = ({ styles, dynamic }) => {
    useStyle(styles, dynamic);
    return null;
  };
  return Sheet;
}
