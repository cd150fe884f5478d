package model

import (
	"github.com/google/uuid"

	"festival/graph/relay"
	"festival/internal/festival"
	"festival/internal/geo"
	"festival/internal/onsite"
)

// Together on site (issue 35).

type (
	// PointOfInterest is a place of an edition's map.
	PointOfInterest onsite.PointOfInterest
	// PrivatePin is one of the viewer's pins.
	PrivatePin onsite.Pin
)

func (x *PointOfInterest) GlobalID() string { return relay.ID(relay.TypePointOfInterest, x.ID) }

// Position is the point's place on the map.
func (x *PointOfInterest) Position() *StagePosition { return &StagePosition{X: x.PosX, Y: x.PosY} }

// PointOfInterestOf converts a point of interest.
func PointOfInterestOf(x *onsite.PointOfInterest) *PointOfInterest { return (*PointOfInterest)(x) }

// GlobalID of a pin is the UUID its client gave it (pins are not Nodes).
func (x *PrivatePin) GlobalID() string { return x.ID.String() }

// Position is the pin's place on the map.
func (x *PrivatePin) Position() *StagePosition { return &StagePosition{X: x.PosX, Y: x.PosY} }

// MemberLocation is a shared location as one viewer sees it on one edition's map.
type MemberLocation struct {
	*onsite.Location
	Edition *festival.Edition
	Viewer  uuid.UUID
}

// IsViewer says the location is the viewer's own.
func (x *MemberLocation) IsViewer() bool { return x.UserID == x.Viewer }

// At is where the member is.
func (x *MemberLocation) At() *GeoPoint {
	return &GeoPoint{Latitude: x.Latitude, Longitude: x.Longitude}
}

// Position is the location on the edition's map (nil when it is not georeferenced).
func (x *MemberLocation) Position() *StagePosition {
	return PositionOf(onsite.ToMap(x.Edition, geo.GeoPoint{Latitude: x.Latitude, Longitude: x.Longitude}))
}

// PositionOf converts a map point (nil stays nil).
func PositionOf(p *geo.MapPoint) *StagePosition {
	if p == nil {
		return nil
	}
	return &StagePosition{X: p.X, Y: p.Y}
}

// MeetingPoint is a group's meeting point as one viewer sees it.
type MeetingPoint struct {
	*onsite.MeetingPoint
	Viewer uuid.UUID
}

func (x *MeetingPoint) GlobalID() string { return relay.ID(relay.TypeMeetingPoint, x.ID) }

// IsMine says the viewer dropped it.
func (x *MeetingPoint) IsMine() bool { return x.CreatedBy == x.Viewer }

// Position is its place on the map (nil when it is at a stage).
func (x *MeetingPoint) Position() *StagePosition {
	if x.PosX == nil || x.PosY == nil {
		return nil
	}
	return &StagePosition{X: *x.PosX, Y: *x.PosY}
}

// Georeferenced says the edition's map is placed on the earth.
func (x *Edition) Georeferenced() bool { return x.Georeference != nil }
