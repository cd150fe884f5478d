package graph

import (
	"context"

	"github.com/google/uuid"

	"festival/graph/loader"
	"festival/graph/model"
	"festival/internal/apperr"
	"festival/internal/groups"
	"festival/internal/identity"
	"festival/internal/notes"
	"festival/internal/relay"
)

// decodeID decodes a global id of typ or answers NOT_FOUND with msg.
func decodeID(typ, id, msg string) (uuid.UUID, error) {
	u, ok := relay.ParseIDOf(typ, id)
	if !ok {
		return uuid.Nil, apperr.New(apperr.NotFound, msg)
	}
	return u, nil
}

func (r *Resolver) groupList(ctx context.Context, first *int, after *string, all *bool) (*model.GroupConnection, error) {
	n, cursor, err := pageArgs(first, after)
	if err != nil {
		return nil, err
	}
	page, err := r.GroupService.List(ctx, all != nil && *all, n, cursor)
	if err != nil {
		return nil, err
	}
	conn := &model.GroupConnection{PageInfo: pageInfo(page.HasNextPage), Edges: []*model.GroupEdge{}}
	for _, g := range page.Rows {
		conn.Edges = append(conn.Edges, &model.GroupEdge{Cursor: groups.GroupCursor(g), Node: g})
	}
	setCursors(conn.PageInfo, conn.Edges, func(e *model.GroupEdge) string { return e.Cursor })
	return conn, nil
}

func (r *Resolver) groupMembers(ctx context.Context, g *groups.Group, first *int, after *string) (*model.GroupMemberConnection, error) {
	n, offset, err := offsetArgs(first, after)
	if err != nil {
		return nil, err
	}
	page, err := r.GroupService.Members(ctx, g.ID, n, offset)
	if err != nil {
		return nil, err
	}
	conn := &model.GroupMemberConnection{PageInfo: pageInfo(page.HasNextPage), Edges: []*model.GroupMemberEdge{}}
	for i, m := range page.Rows {
		conn.Edges = append(conn.Edges, &model.GroupMemberEdge{Cursor: relay.EncodeCursor(offset + i), Node: m})
	}
	setCursors(conn.PageInfo, conn.Edges, func(e *model.GroupMemberEdge) string { return e.Cursor })
	return conn, nil
}

func (r *Resolver) groupInvites(ctx context.Context, g *groups.Group, first *int, after *string) (*model.GroupInviteConnection, error) {
	n, offset, err := offsetArgs(first, after)
	if err != nil {
		return nil, err
	}
	page, err := r.GroupService.Invites(ctx, g.ID, n, offset)
	if err != nil {
		return nil, err
	}
	conn := &model.GroupInviteConnection{PageInfo: pageInfo(page.HasNextPage), Edges: []*model.GroupInviteEdge{}}
	for i, inv := range page.Rows {
		conn.Edges = append(conn.Edges, &model.GroupInviteEdge{Cursor: relay.EncodeCursor(offset + i), Node: inv})
	}
	setCursors(conn.PageInfo, conn.Edges, func(e *model.GroupInviteEdge) string { return e.Cursor })
	return conn, nil
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

func (r *Resolver) setNotes(ctx context.Context, setID uuid.UUID, first *int, after *string) (*model.NoteConnection, error) {
	n, cursor, err := pageArgs(first, after)
	if err != nil {
		return nil, err
	}
	page, err := r.NoteService.OfSet(ctx, setID, n, cursor)
	if err != nil {
		return nil, err
	}
	conn := &model.NoteConnection{PageInfo: pageInfo(page.HasNextPage), Edges: []*model.NoteEdge{}}
	for _, note := range page.Rows {
		conn.Edges = append(conn.Edges, &model.NoteEdge{Cursor: notes.Cursor(note), Node: note})
	}
	setCursors(conn.PageInfo, conn.Edges, func(e *model.NoteEdge) string { return e.Cursor })
	return conn, nil
}

func (r *Resolver) groupVotes(ctx context.Context, setID uuid.UUID, groupID string) ([]*model.GroupVote, error) {
	gid, err := decodeID(relay.TypeGroup, groupID, groups.MsgGroupNotFound)
	if err != nil {
		return nil, err
	}
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
	n, offset, err := offsetArgs(first, after)
	if err != nil {
		return nil, err
	}
	page, total, err := r.GroupService.PendingInvitations(ctx, v.User.ID, n, offset)
	if err != nil {
		return nil, err
	}
	conn := &model.GroupInvitationConnection{PageInfo: pageInfo(page.HasNextPage), TotalCount: total, Edges: []*model.GroupInvitationEdge{}}
	for i, inv := range page.Rows {
		conn.Edges = append(conn.Edges, &model.GroupInvitationEdge{Cursor: relay.EncodeCursor(offset + i), Node: inv})
	}
	setCursors(conn.PageInfo, conn.Edges, func(e *model.GroupInvitationEdge) string { return e.Cursor })
	return conn, nil
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
		AcceptedInvitationID: invitationID, Group: g, GroupEdge: &model.GroupEdge{Cursor: groups.GroupCursor(g), Node: g},
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
