package graph

import (
	"festival/graph/model"
	"festival/internal/lineup"
)

// voteValue maps the enum to the stored value.
func voteValue(v *model.VoteType) *int {
	if v == nil {
		return nil
	}
	n := map[model.VoteType]int{model.VoteTypeMustGo: lineup.MustGo, model.VoteTypeInterested: lineup.Interested, model.VoteTypeWontGo: lineup.WontGo}[*v]
	return &n
}

// voteType maps a stored value to the enum (0 or nil: no vote).
func voteType(v int) *model.VoteType {
	t, ok := voteName(v)
	if !ok {
		return nil
	}
	return &t
}

// voteName is voteType without the pointer; ok is false for no vote.
func voteName(v int) (model.VoteType, bool) {
	switch v {
	case lineup.MustGo:
		return model.VoteTypeMustGo, true
	case lineup.Interested:
		return model.VoteTypeInterested, true
	case lineup.WontGo:
		return model.VoteTypeWontGo, true
	}
	return "", false
}
