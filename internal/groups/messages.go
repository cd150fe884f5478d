package groups

// The spec's messages.
const (
	MsgGroupNameRequired  = "Group name is required"
	MsgGroupNotFound      = "Group not found"
	MsgOnlyCreator        = "Only group creators can manage this group"
	MsgOnlyCreatorRemove  = "Only group creators can remove members"
	MsgCannotRemoveSelf   = "You cannot remove yourself as the group creator"
	MsgCreatorCannotLeave = "The group creator cannot leave the group; delete it instead"
	MsgNotMember          = "You are not a member of this group"
	MsgInputRequired      = "Username or email is required"
	MsgUserNotFound       = "User not found"
	MsgAlreadyMember      = "User is already in this group"
	MsgMemberNotFound     = "Member not found"
	MsgExpiryDays         = "Expiry must be at least 1 day"
	MsgMaxUses            = "Maximum uses must be at least 1"
	MsgInviteNotFound     = "Invite not found"
	MsgAllGroupsAdminOnly = "Only admins can list all groups"

	// Bounds of what users type.
	MsgGroupNameTooLong   = "Group name must be at most 100 characters"
	MsgDescriptionTooLong = "Description must be at most 1000 characters"
	MsgInputTooLong       = "Username or email must be at most 254 characters"
	MsgEmailInvalid       = "Please enter a valid email address"
	MsgExpiryDaysMax      = "Expiry must be at most 365 days"
	MsgMaxUsesMax         = "Maximum uses must be at most 10000"

	// Invitations into a group (membership needs consent).
	MsgInvitedByEmail      = "If %s has an account, they'll find your invitation in their groups"
	MsgInvitedByUsername   = "%s has been invited to the group"
	MsgInvitationNotFound  = "Invitation not found"
	MsgInvitationGroupGone = "This group no longer exists"

	MsgJoined         = "Successfully joined the group!"
	MsgAlreadyJoined  = "You are already a member of this group"
	MsgInviteExpired  = "This invite link has expired"
	MsgInviteOverused = "This invite link has reached its usage limit"
	MsgInviteInactive = "This invite link has been deactivated"
	MsgInviteInvalid  = "This invite link is no longer valid"
)

// Reasons an invite is refused.
const (
	ReasonExpired     = "invite_expired"
	ReasonOverused    = "invite_overused"
	ReasonDeactivated = "invite_deactivated"
	ReasonNotFound    = "invite_not_found"
)

// ReasonMessage is the spec's text for a refusal reason.
func ReasonMessage(reason string) string {
	switch reason {
	case ReasonExpired:
		return MsgInviteExpired
	case ReasonOverused:
		return MsgInviteOverused
	case ReasonDeactivated:
		return MsgInviteInactive
	}
	return MsgInviteInvalid
}
