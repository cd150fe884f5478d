package graph

import (
	"context"

	"github.com/google/uuid"

	"festival/graph/loader"
	"festival/graph/model"
	"festival/graph/relay"
	"festival/internal/groups"
	"festival/internal/identity"
)

func (r *Resolver) groupList(ctx context.Context, first *int, after *string, all *bool) (*model.GroupConnection, error) {
	n, key, err := relay.Keyset[groups.Key](first, after)
	if err != nil {
		return nil, err
	}
	page, err := r.GroupService.List(ctx, all != nil && *all, n, key)
	if err != nil {
		return nil, err
	}
	return relay.Connection(page, relay.ByKey(groups.KeyOf), false, groupEdge,
		func(edges []*model.GroupEdge, info *relay.PageInfo) *model.GroupConnection {
			return &model.GroupConnection{Edges: edges, PageInfo: info}
		}), nil
}

// groupEdge is g's edge in the groups list (also for mutations that add one).
func groupEdge(g *groups.Group, cursor string) *model.GroupEdge {
	return &model.GroupEdge{Cursor: cursor, Node: model.GroupOf(g)}
}

// groupEdgeOf is g's edge with its own cursor.
func groupEdgeOf(g *groups.Group) *model.GroupEdge {
	return groupEdge(g, relay.EncodeCursor(groups.KeyOf(g)))
}

func (r *Resolver) groupMembers(ctx context.Context, g *model.Group, first *int, after *string) (*model.GroupMemberConnection, error) {
	n, offset, err := relay.Offset(first, after)
	if err != nil {
		return nil, err
	}
	page, err := r.GroupService.Members(ctx, g.ID, n, offset)
	if err != nil {
		return nil, err
	}
	return relay.Connection(page, relay.ByOffset[*groups.Member](offset), false,
		func(m *groups.Member, c string) *model.GroupMemberEdge {
			return &model.GroupMemberEdge{Cursor: c, Node: model.GroupMemberOf(m)}
		},
		func(edges []*model.GroupMemberEdge, info *relay.PageInfo) *model.GroupMemberConnection {
			return &model.GroupMemberConnection{Edges: edges, PageInfo: info}
		}), nil
}

func (r *Resolver) groupInvites(ctx context.Context, g *model.Group, first *int, after *string) (*model.GroupInviteConnection, error) {
	n, offset, err := relay.Offset(first, after)
	if err != nil {
		return nil, err
	}
	page, err := r.GroupService.Invites(ctx, g.ID, n, offset)
	if err != nil {
		return nil, err
	}
	return relay.Connection(page, relay.ByOffset[*groups.Invite](offset), false, inviteEdge,
		func(edges []*model.GroupInviteEdge, info *relay.PageInfo) *model.GroupInviteConnection {
			return &model.GroupInviteConnection{Edges: edges, PageInfo: info}
		}), nil
}

func inviteEdge(inv *groups.Invite, cursor string) *model.GroupInviteEdge {
	return &model.GroupInviteEdge{Cursor: cursor, Node: model.GroupInviteOf(inv)}
}

func (r *Resolver) redeem(ctx context.Context, token string) (*model.RedeemInvitePayload, error) {
	res, err := r.GroupService.Redeem(ctx, token)
	if err != nil {
		return nil, err
	}
	out := &model.RedeemInvitePayload{Success: res.Joined || res.AlreadyMember, AlreadyMember: res.AlreadyMember}
	switch {
	case res.Joined:
		out.Message = groups.MsgJoined
	case res.AlreadyMember:
		out.Message = groups.MsgAlreadyJoined
	default:
		reason := res.Reason
		out.Reason, out.Message = &reason, groups.ReasonMessage(reason)
		return out, nil
	}
	g, err := loader.For(ctx).GroupByID.Load(ctx, res.GroupID)
	if err != nil {
		return nil, err
	}
	out.Group = g
	return out, nil
}

func (r *Resolver) groupVotes(ctx context.Context, setID uuid.UUID, groupID string) ([]*model.GroupVote, error) {
	gid, err := decodeID(relay.TypeGroup, groupID, groups.MsgGroupNotFound)
	if err != nil {
		return nil, err
	}
	return r.votesIn(ctx, gid, setID)
}

// myGroupVotesLimit bounds Set.myGroupVotes (graph/cost declares the same bound).
const myGroupVotesLimit = 20

// myGroupVotes is Set.myGroupVotes: the viewer's newest groups with their members' votes on the set.
func (r *Resolver) myGroupVotes(ctx context.Context, setID uuid.UUID) ([]*model.SetGroupVotes, error) {
	out := []*model.SetGroupVotes{}
	if identity.From(ctx) == nil {
		return out, nil
	}
	page, err := r.GroupService.List(ctx, false, myGroupVotesLimit, nil)
	if err != nil {
		return nil, err
	}
	for _, g := range page.Rows {
		votes, err := r.votesIn(ctx, g.ID, setID)
		if err != nil {
			return nil, err
		}
		out = append(out, &model.SetGroupVotes{Group: model.GroupOf(g), Votes: votes})
	}
	return out, nil
}

// votesIn is each member's vote on the set, for a member of the group (FORBIDDEN otherwise).
func (r *Resolver) votesIn(ctx context.Context, gid, setID uuid.UUID) ([]*model.GroupVote, error) {
	votes, err := r.GroupService.Votes(ctx, gid, setID)
	if err != nil {
		return nil, err
	}
	out := []*model.GroupVote{}
	for _, v := range votes {
		u, err := loader.For(ctx).UserByID.Load(ctx, v.UserID)
		if err != nil {
			return nil, err
		}
		if t := voteType(v.VoteType); u != nil && t != nil {
			out = append(out, &model.GroupVote{User: u, Vote: *t})
		}
	}
	return out, nil
}

// isMe reports whether userID is the viewer.
func isMe(ctx context.Context, userID uuid.UUID) bool {
	v := identity.From(ctx)
	return v != nil && v.UserID == userID
}

// pendingInvitations lists the invitations of the Viewer object's user (sign-in payloads carry a
// viewer before the request's context has one).
func (r *Resolver) pendingInvitations(ctx context.Context, v *model.Viewer, first *int, after *string) (*model.GroupInvitationConnection, error) {
	n, offset, err := relay.Offset(first, after)
	if err != nil {
		return nil, err
	}
	page, total, err := r.GroupService.PendingInvitations(ctx, v.User.ID, n, offset)
	if err != nil {
		return nil, err
	}
	return relay.Connection(page, relay.ByOffset[*groups.Invitation](offset), false,
		func(inv *groups.Invitation, c string) *model.GroupInvitationEdge {
			return &model.GroupInvitationEdge{Cursor: c, Node: model.GroupInvitationOf(inv)}
		},
		func(edges []*model.GroupInvitationEdge, info *relay.PageInfo) *model.GroupInvitationConnection {
			return &model.GroupInvitationConnection{Edges: edges, PageInfo: info, TotalCount: total}
		}), nil
}

func (r *Resolver) acceptInvitation(ctx context.Context, invitationID string) (*model.AcceptGroupInvitationPayload, error) {
	id, err := decodeID(relay.TypeInvitation, invitationID, groups.MsgInvitationNotFound)
	if err != nil {
		return nil, err
	}
	g, err := r.GroupService.AcceptInvitation(ctx, id)
	if err != nil {
		return nil, err
	}
	count, err := r.GroupService.PendingCount(ctx, identity.From(ctx).UserID)
	if err != nil {
		return nil, err
	}
	return &model.AcceptGroupInvitationPayload{
		AcceptedInvitationID: invitationID, Group: model.GroupOf(g), GroupEdge: groupEdgeOf(g),
		PendingGroupInvitationCount: count,
	}, nil
}

func (r *Resolver) declineInvitation(ctx context.Context, invitationID string) (*model.DeclineGroupInvitationPayload, error) {
	id, err := decodeID(relay.TypeInvitation, invitationID, groups.MsgInvitationNotFound)
	if err != nil {
		return nil, err
	}
	if err := r.GroupService.DeclineInvitation(ctx, id); err != nil {
		return nil, err
	}
	count, err := r.GroupService.PendingCount(ctx, identity.From(ctx).UserID)
	if err != nil {
		return nil, err
	}
	return &model.DeclineGroupInvitationPayload{DeclinedInvitationID: invitationID, PendingGroupInvitationCount: count}, nil
}
