// Journey of the groups: a creator makes a group and an invite link; a friend opens the link
// signed out, signs in through the invite dialog and joins; both vote and see each other's vote on
// the set page's group card; a note of one is read by the other; the sets list filters by group.
// Adding a member by username is an invitation: the person sees a count in the header, accepts
// on the groups page, and only then shares votes with the group.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { DEMO_YEAR, journey } from './harness.mjs';
import { answered, gql, poll, setCard as card, signInByApi } from './helpers.mjs';
import { signInCode } from './mail.mjs';

const SETS_PATH = `/festivals/aurora-fields/editions/${DEMO_YEAR}/sets`;

test('create a group, invite a friend who signs in through the link, compare votes and notes', async (t) => {
  await journey(
    t,
    async ({ server, browser, page: alice, mail }) => {
      // (1) A signs in, creates a group and generates an invite link.
      await alice.goto(server.url + '/');
      const a = await signInByApi(alice, mail, 'alice');
      await alice.goto(server.url + '/groups');
      await alice.getByRole('heading', { name: 'My Groups' }).waitFor();
      await alice.getByText('No groups yet').waitFor();
      await alice.getByRole('button', { name: 'Create Group' }).click();
      const create = alice.getByRole('dialog', { name: 'Create Group' });
      // An empty name is refused in the form.
      await create.getByRole('button', { name: 'Create Group' }).click();
      await create.getByText('Group name is required').waitFor();
      const groupName = `Crew ${randomBytes(2).toString('hex')}`;
      await create.getByLabel('Group name').fill(`  ${groupName}  `);
      await create.getByLabel('Description (optional)').fill('Friends at the festival');
      await create.getByRole('button', { name: 'Create Group' }).click();
      await alice.waitForURL(/\/groups\/[^/]+$/);
      await alice.getByText('Group created successfully').first().waitFor();
      await alice.getByRole('heading', { name: groupName }).waitFor();
      const groupUrl = alice.url();

      await alice.getByRole('tab', { name: 'Invite Links' }).click();
      await alice.getByText('No active invites. Generate one above to get started.').waitFor();
      await alice.getByLabel('Maximum uses').fill('5');
      await alice.getByRole('button', { name: 'Generate invite link' }).click();
      const linkInput = alice.getByTestId('invite-link');
      await linkInput.waitFor();
      const link = await linkInput.inputValue();
      assert.match(link, new RegExp(`^${server.url}/\\?invite=.+`));
      await alice.getByText('Copy the link now: for your security it is shown only once.').waitFor();
      const invite = alice.getByTestId('group-invite');
      await invite.getByText('Active').waitFor();
      assert.match(await invite.innerText(), /0 \/ 5/);

      // (2) B opens the link signed out, signs in through the invite dialog and joins.
      const bobContext = await browser.newContext();
      const bob = await bobContext.newPage();
      await bob.goto(link);
      await bob.getByRole('heading', { name: "You're Invited!" }).waitFor();
      await bob.getByText(groupName).waitFor();
      await bob.getByRole('button', { name: 'Join Group' }).click();
      const dialog = bob.getByRole('dialog', { name: `Join ${groupName}` });
      await dialog.waitFor();
      const bobEmail = `bob-${randomBytes(3).toString('hex')}@example.com`;
      await dialog.getByLabel('Email').fill(bobEmail);
      await dialog.getByRole('button', { name: 'Send code' }).click();
      const code = signInCode(await mail.waitFor(bobEmail));
      await dialog.getByLabel('6-digit code').fill(code);
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await bob.getByText('Welcome to the group!').first().waitFor();
      await bob.waitForURL(groupUrl);
      assert.ok(!bob.url().includes('invite='), 'invite parameter removed');
      // A new account onboards first.
      const onboarding = bob.getByRole('dialog', { name: 'Choose your username' });
      await onboarding.waitFor();
      const bobName = `bob_${randomBytes(2).toString('hex')}`;
      await onboarding.getByLabel('Username').fill(bobName);
      await onboarding.getByRole('button', { name: 'Continue' }).click();
      const groupsStep = bob.getByRole('dialog', { name: 'Festival groups' });
      await groupsStep.waitFor();
      await groupsStep.getByRole('button', { name: 'Skip' }).click();
      await groupsStep.waitFor({ state: 'detached' });
      await bob.getByRole('heading', { name: groupName }).waitFor();
      await bob.reload();
      const members = bob.getByTestId('group-member');
      await poll(async () => ({ ok: (await members.count()) === 2, n: await members.count() }), 'two members');
      await bob.getByText(bobName).first().waitFor();
      // Not the creator: invites are off limits, leaving is offered.
      assert.equal(await bob.getByRole('tab', { name: 'Invite Links' }).isDisabled(), true);
      await bob.getByRole('button', { name: 'Leave group' }).waitFor();

      // The creator sees the new member and the used invite.
      await alice.reload();
      await alice.getByText(bobName).first().waitFor();

      // (3) Both vote on one set and see each other's vote on the set page's group card.
      await alice.goto(server.url + SETS_PATH + '?sort=name-asc');
      await alice.getByTestId('set-card').first().waitFor();
      const setName = await alice.getByTestId('set-card').first().getByRole('heading').innerText();
      const aliceVoted = answered(alice, 'setVote');
      await card(alice, setName).getByRole('button', { name: 'Must Go' }).click();
      await card(alice, setName).getByRole('button', { name: 'Must Go', pressed: true }).waitFor();
      await bob.goto(server.url + SETS_PATH + '?sort=name-asc');
      await card(bob, setName).waitFor();
      const bobVoted = answered(bob, 'setVote');
      await card(bob, setName).getByRole('button', { name: 'Interested' }).click();
      await card(bob, setName).getByRole('button', { name: 'Interested', pressed: true }).waitFor();
      await Promise.all([aliceVoted, bobVoted]); // both votes stored (the buttons press at once)

      await card(alice, setName).getByRole('link', { name: setName, exact: true }).click();
      const aliceCard = alice.getByTestId('group-voting-card');
      await aliceCard.waitFor();
      await aliceCard.getByTestId('group-vote').filter({ hasText: bobName }).getByText('Interested').waitFor();
      await aliceCard.getByTestId('group-vote').filter({ hasText: a.username }).getByText('Must Go').waitFor();

      await card(bob, setName).getByRole('link', { name: setName, exact: true }).click();
      const bobCard = bob.getByTestId('group-voting-card');
      await bobCard.waitFor();
      await bobCard.getByTestId('group-vote').filter({ hasText: a.username }).getByText('Must Go').waitFor();
      // A change of vote reaches the other member's open card live, without a reload.
      await bob.getByRole('button', { name: "Won't Go" }).first().click();
      await bob.getByRole('button', { name: "Won't Go", pressed: true }).first().waitFor();
      await aliceCard.getByTestId('group-vote').filter({ hasText: bobName }).getByText("Won't Go").waitFor();

      // (4) B adds a note; A sees it.
      await bob.getByRole('button', { name: 'Add note' }).click();
      const noteText = `Meet at the left speaker ${randomBytes(2).toString('hex')}`;
      await bob.getByLabel('Your note').fill(`  ${noteText}  `);
      await bob.getByRole('button', { name: 'Save note' }).click();
      await bob.getByText('Note saved').first().waitFor();
      await bob.getByTestId('note').filter({ hasText: noteText }).getByText('(You)').waitFor();
      await alice.reload();
      const aliceNote = alice.getByTestId('note').filter({ hasText: noteText });
      await aliceNote.waitFor();
      assert.match(await aliceNote.innerText(), new RegExp(bobName));
      assert.equal(await aliceNote.getByText('(You)').count(), 0);

      // (5) A filters the sets list by the group: the tallies count the group's votes.
      await alice.goto(server.url + SETS_PATH + '?sort=name-asc');
      await alice.getByTestId('set-card').first().waitFor();
      await alice.getByLabel('Group', { exact: true }).selectOption({ label: groupName });
      await poll(
        async () => ({ ok: /groupId=/.test(alice.url()) && /votePerspective=group/.test(alice.url()), url: alice.url() }),
        'group filter in the URL',
      );
      const filtered = card(alice, setName);
      await filtered.getByText('Group votes').waitFor();
      await poll(async () => {
        const mustGo = await filtered.getByTestId('tally-mustGo').textContent();
        const wontGo = await filtered.getByTestId('tally-wontGo').textContent();
        return { ok: mustGo === '1' && wontGo === '1', mustGo, wontGo };
      }, "the group's tally");
      // The filter survives a reload.
      await alice.reload();
      await card(alice, setName).getByText('Group votes').waitFor();
      await bobContext.close();
    },
    {},
    { mail: true },
  );
});

test('an invite redeemed after the magic link, and an invalid invite', async (t) => {
  await journey(
    t,
    async ({ server, browser, page: alice, mail }) => {
      await alice.goto(server.url + '/');
      await signInByApi(alice, mail, 'carol');
      const groupName = `Linkers ${randomBytes(2).toString('hex')}`;
      const created = await gql(
        alice,
        'mutation($i: CreateGroupInput!) { createGroup(input: $i) { group { id } } }',
        { i: { name: groupName } },
      );
      const groupId = created.createGroup.group.id;
      const { createGroupInvite } = await gql(
        alice,
        'mutation($i: CreateGroupInviteInput!) { createGroupInvite(input: $i) { token } }',
        { i: { groupId, expiresInDays: 1, maxUses: null } },
      );
      const link = `${server.url}/?invite=${encodeURIComponent(createGroupInvite.token)}`;

      // A phone-sized screen, keyboard only.
      const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
      const dave = await context.newPage();
      await dave.goto(link);
      const join = dave.getByRole('button', { name: 'Join Group' });
      await join.waitFor();
      await join.focus();
      await dave.keyboard.press('Enter');
      const dialog = dave.getByRole('dialog', { name: `Join ${groupName}` });
      await dialog.waitFor();
      const email = `dave-${randomBytes(3).toString('hex')}@example.com`;
      await dialog.getByLabel('Email').fill(email);
      await dave.keyboard.press('Enter');
      const message = await mail.waitFor(email);
      const magic = /(https?:\/\/\S+\/auth\/magic\S*)/.exec(message.text)[1];

      // The magic link returns to the invite address; the invite is redeemed there.
      await dave.goto(magic);
      await dave.getByRole('button', { name: 'Sign in', exact: true }).click();
      await dave.getByText('Welcome to the group!').first().waitFor();
      await dave.waitForURL(`${server.url}/groups/${encodeURIComponent(groupId)}`);
      await dave.getByRole('heading', { name: groupName }).waitFor();

      // An unknown token: the root flow's invalid-invite screen.
      const stranger = await (await browser.newContext()).newPage();
      await stranger.goto(`${server.url}/?invite=not-a-real-token`);
      await stranger.getByRole('heading', { name: 'Invalid Invite' }).waitFor();
      await stranger.getByText('This invite link is no longer valid.').waitFor();
      await stranger.getByRole('button', { name: 'Continue to App' }).click();
      await poll(async () => ({ ok: !stranger.url().includes('invite='), url: stranger.url() }), 'invite removed');
      await stranger.getByRole('link', { name: /Aurora Fields/ }).first().waitFor();

      // Signed out, /groups asks to sign in.
      await stranger.goto(`${server.url}/groups`);
      await stranger.getByText('Sign in required').waitFor();
      await stranger.getByRole('link', { name: 'Go to Home' }).waitFor();
    },
    {},
    { mail: true },
  );
});

test('a member added by username accepts the invitation, then sees the group votes', async (t) => {
  await journey(
    t,
    async ({ server, browser, page: alice, mail }) => {
      // B has an account; A creates a group and adds B by username.
      const bobContext = await browser.newContext();
      const bob = await bobContext.newPage();
      await bob.goto(server.url + '/');
      const b = await signInByApi(bob, mail, 'bob');
      await alice.goto(server.url + '/');
      const a = await signInByApi(alice, mail, 'alice');
      const groupName = `Invited ${randomBytes(2).toString('hex')}`;
      const created = await gql(alice, 'mutation($i: CreateGroupInput!) { createGroup(input: $i) { group { id } } }', {
        i: { name: groupName },
      });
      const groupUrl = `${server.url}/groups/${encodeURIComponent(created.createGroup.group.id)}`;
      await alice.goto(groupUrl);
      await alice.getByRole('heading', { name: groupName }).waitFor();
      await alice.getByLabel('Invite by username or email').fill(b.username);
      await alice.getByRole('button', { name: 'Add member' }).click();
      const invited = `${b.username} has been invited to the group`;
      await alice.getByTestId('add-member-answer').getByText(invited).waitFor();
      // Not a member yet: the list still holds A only.
      assert.equal(await alice.getByTestId('group-member').count(), 1);

      // A votes on a set.
      await alice.goto(server.url + SETS_PATH + '?sort=name-asc');
      await alice.getByTestId('set-card').first().waitFor();
      const setName = await alice.getByTestId('set-card').first().getByRole('heading').innerText();
      await card(alice, setName).getByRole('button', { name: 'Must Go' }).click();
      await card(alice, setName).getByRole('button', { name: 'Must Go', pressed: true }).waitFor();

      // B sees the count in the header and the invitation on the groups page, and accepts.
      await bob.reload();
      const count = bob.getByTestId('invitation-count');
      await count.waitFor();
      assert.match(await count.innerText(), /^1/);
      await bob.getByRole('link', { name: /^Groups/ }).click();
      await bob.getByRole('heading', { name: 'My Groups' }).waitFor();
      const invitation = bob.getByTestId('group-invitation').filter({ hasText: groupName });
      await invitation.getByText(`Invited by ${a.username}`, { exact: false }).waitFor();
      await bob.getByText('No groups yet').waitFor();
      await invitation.getByRole('button', { name: `Accept invitation to ${groupName}` }).click();
      await bob.getByText(`You joined ${groupName}`).first().waitFor();
      // Without a reload: the group is listed, the invitation and the count are gone.
      await bob.getByRole('link', { name: groupName }).waitFor();
      await invitation.waitFor({ state: 'detached' });
      await count.waitFor({ state: 'detached' });

      // Members see usernames; e-mail addresses only the creator.
      await bob.getByRole('link', { name: groupName }).click();
      await bob.getByRole('heading', { name: groupName }).waitFor();
      const members = bob.getByTestId('group-member');
      await poll(async () => ({ ok: (await members.count()) === 2, n: await members.count() }), 'two members');
      await members.filter({ hasText: a.username }).waitFor();
      assert.ok(!(await bob.getByRole('list', { name: 'Members' }).innerText()).includes('@'), 'no e-mail for a member');
      await alice.goto(groupUrl);
      await alice.getByTestId('group-member').filter({ hasText: b.email }).waitFor();

      // B now sees A's vote in the set page's group card.
      await bob.goto(server.url + SETS_PATH + '?sort=name-asc');
      await card(bob, setName).getByRole('link', { name: setName, exact: true }).click();
      const bobCard = bob.getByTestId('group-voting-card');
      await bobCard.waitFor();
      await bobCard.getByTestId('group-vote').filter({ hasText: a.username }).getByText('Must Go').waitFor();
      await bobContext.close();
    },
    {},
    { mail: true },
  );
});
