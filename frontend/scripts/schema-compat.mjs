// The contract does not break (docs/api.md#deprecation-policy). Compares schema.graphqls with
// the schema of the previous release, schema.released.graphqls (written by `make
// release-schema`), with @graphql-inspector/core: a breaking change fails unless the field,
// argument, input field or enum value it removes carried @deprecated(reason:) in the released
// schema, that is for at least one release. Then the SPA's operations of the released version
// (released-operations.json, also written by `make release-schema`), which a service worker
// may still serve from its cache after a deploy, must validate against the current schema.
//
// Usage: node scripts/schema-compat.mjs            check (make test)
//        node scripts/schema-compat.mjs --release  write schema.released.graphqls and
//                                                   released-operations.json from the current ones
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { diff, CriticalityLevel } from '@graphql-inspector/core';
import { buildSchema, parse, validate } from 'graphql';

const root = fileURLToPath(new URL('../../', import.meta.url));
const paths = {
  current: root + 'schema.graphqls',
  released: root + 'schema.released.graphqls',
  operations: root + 'frontend/released-operations.json',
  generated: root + 'frontend/src/__generated__/',
};

/** The element a schema coordinate ("Type.field", "Type.field.arg", "Enum.VALUE") names. */
function element(schema, path) {
  const [typeName, member, arg] = (path ?? '').split('.');
  const type = schema.getType(typeName);
  if (!type || !member) return type;
  if (typeof type.getValues === 'function') return type.getValues().find((v) => v.name === member);
  const field = type.getFields?.()[member];
  return arg ? field?.args?.find((a) => a.name === arg) : field;
}

/**
 * The breaking changes from the released SDL to the current one, less the removals of elements
 * the released schema deprecated. Each is { type, path, message }.
 */
export async function breakingChanges(releasedSDL, currentSDL) {
  const released = buildSchema(releasedSDL);
  const changes = await diff(released, buildSchema(currentSDL));
  return changes
    .filter((c) => c.criticality.level === CriticalityLevel.Breaking)
    .filter((c) => !(/_REMOVED$/.test(c.type) && element(released, c.path)?.deprecationReason))
    .map((c) => ({ type: c.type, path: c.path, message: c.message }));
}

/** The operation texts of the SPA's Relay artifacts (what the app sends). */
export function spaOperations(dir = paths.generated) {
  const out = {};
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.graphql.ts')).sort()) {
    const m = /"name": "([^"]+)",\s*"operationKind": "\w+",\s*"text": ("(?:[^"\\]|\\.)*")/.exec(readFileSync(dir + f, 'utf8'));
    if (m) out[m[1]] = JSON.parse(m[2]);
  }
  return out;
}

/** The operations that do not validate against sdl, with their first error. */
export function invalidOperations(operations, sdl) {
  const schema = buildSchema(sdl);
  return Object.entries(operations).flatMap(([name, text]) => {
    const errors = validate(schema, parse(text));
    return errors.length > 0 ? [`${name}: ${errors[0].message}`] : [];
  });
}

async function main() {
  const current = readFileSync(paths.current, 'utf8');
  if (process.argv.includes('--release')) {
    writeFileSync(paths.released, current);
    writeFileSync(paths.operations, JSON.stringify(spaOperations(), null, 1) + '\n');
    console.log('released: schema.released.graphqls and frontend/released-operations.json');
    return;
  }
  const breaking = await breakingChanges(readFileSync(paths.released, 'utf8'), current);
  const invalid = invalidOperations(JSON.parse(readFileSync(paths.operations, 'utf8')), current);
  for (const b of breaking) console.error(`breaking: ${b.message} (${b.path}): deprecate it with @deprecated(reason:) for a release first`);
  for (const i of invalid) console.error(`a released SPA operation no longer validates: ${i}`);
  if (breaking.length + invalid.length > 0) process.exit(1);
  console.log(`schema compatible with the released one; ${Object.keys(JSON.parse(readFileSync(paths.operations, 'utf8'))).length} released SPA operations validate`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
