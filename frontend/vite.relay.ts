import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * Compiles Relay's graphql tags with babel-plugin-relay (it reads relay.config.json). Vite 8's
 * React plugin has no babel option any more; this runs Babel only on our files that hold a
 * graphql tag, before Vite strips their types, and keeps TypeScript and JSX for Vite.
 */
export function relayTags(): Plugin {
  return {
    name: 'relay-graphql-tags',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0];
      if (file.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(file) || !code.includes('graphql`')) return null;
      const out = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        plugins: ['relay'],
        parserOpts: { plugins: ['jsx', 'typescript'] },
        sourceMaps: true,
      });
      return out?.code ? { code: out.code, map: out.map } : null;
    },
  };
}
