// The breaking-change check (schema-compat.mjs): a removed field fails, an added field or an
// added deprecation passes, and a field deprecated in the released schema may go.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { breakingChanges, invalidOperations } from './schema-compat.mjs';

const released = `
type Query { festival(slug: String!): Festival }
type Festival { name: String!  slug: String!  oldLogo: String @deprecated(reason: "Use logoUrl.")  logoUrl: String }
enum VoteType { MUST_GO INTERESTED WONT_GO }
`;

test('a removed field is breaking', async () => {
  const current = released.replace('slug: String!  ', '');
  assert.deepEqual(
    (await breakingChanges(released, current)).map((b) => [b.type, b.path]),
    [['FIELD_REMOVED', 'Festival.slug']],
  );
});

test('a removed enum value is breaking unless it was deprecated', async () => {
  const current = released.replace(' WONT_GO', '');
  assert.deepEqual(
    (await breakingChanges(released, current)).map((b) => b.path),
    ['VoteType.WONT_GO'],
  );
  const deprecated = released.replace('WONT_GO', 'WONT_GO @deprecated(reason: "Gone.")');
  assert.deepEqual(await breakingChanges(deprecated, current), []);
});

test('an added field and an added deprecation pass', async () => {
  assert.deepEqual(await breakingChanges(released, released.replace('logoUrl: String', 'logoUrl: String  year: Int')), []);
  assert.deepEqual(await breakingChanges(released, released.replace('slug: String!', 'slug: String! @deprecated(reason: "Use id.")')), []);
});

test('a field deprecated for a release may be removed', async () => {
  assert.deepEqual(await breakingChanges(released, released.replace('oldLogo: String @deprecated(reason: "Use logoUrl.")', '')), []);
});

test('a changed type is breaking', async () => {
  const current = released.replace('name: String!', 'name: Int!');
  assert.deepEqual(
    (await breakingChanges(released, current)).map((b) => b.type),
    ['FIELD_TYPE_CHANGED'],
  );
});

test('released operations must validate against the current schema', () => {
  const ops = { Page: 'query Page { festival(slug: "x") { name slug } }' };
  assert.deepEqual(invalidOperations(ops, released), []);
  assert.match(invalidOperations(ops, released.replace('slug: String!  ', ''))[0], /^Page: Cannot query field "slug"/);
});
