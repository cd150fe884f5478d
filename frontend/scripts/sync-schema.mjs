// relay-compiler's file finder (without watchman) only picks up *.graphql / *.gql schema files, and
// ignores symlinks, but the contract is ../schema.graphqls (gqlgen's convention). Copy it, byte for
// byte, to .relay/schema.graphql (git-ignored) before every compiler run.
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = resolve(root, '../schema.graphqls');
const target = resolve(root, '.relay/schema.graphql');
mkdirSync(dirname(target), { recursive: true });
copyFileSync(source, target);
