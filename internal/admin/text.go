package admin

import (
	"net/url"
	"strings"
	"unicode/utf8"

	"festival/internal/apperr"
)

// Bounds of text inputs.
const (
	MaxName        = 100
	MaxDescription = 1000
	MaxURL         = 2000
	MaxLocation    = 200
)

// Validation messages.
const (
	MsgNameTooLong        = "Name must be at most 100 characters"
	MsgDescriptionTooLong = "Description must be at most 1000 characters"
	MsgLocationTooLong    = "Location must be at most 200 characters"
	MsgInvalidURL         = "Please enter a valid URL"
	MsgInvalidSlug        = "Please enter a valid slug"
	MsgSlugFormat         = "Slug must contain only lowercase letters, numbers, and hyphens"
	MsgSlugTaken          = "This slug is already in use"
)

// name trims a required name: msgRequired when blank, too long beyond MaxName characters.
func name(field, v, msgRequired string) (string, error) {
	v = strings.TrimSpace(v)
	if v == "" {
		return "", apperr.Invalid(field, msgRequired)
	}
	if utf8.RuneCountInString(v) > MaxName {
		return "", apperr.Invalid(field, MsgNameTooLong)
	}
	return v, nil
}

// optText trims an optional text of at most limit characters; blank (or nil) is none.
func optText(field string, v *string, limit int, msgTooLong string) (*string, error) {
	if v == nil {
		return nil, nil
	}
	t := strings.TrimSpace(*v)
	if t == "" {
		return nil, nil
	}
	if utf8.RuneCountInString(t) > limit {
		return nil, apperr.Invalid(field, msgTooLong)
	}
	return &t, nil
}

func description(field string, v *string) (*string, error) {
	return optText(field, v, MaxDescription, MsgDescriptionTooLong)
}

// optURL checks an optional http(s) URL; blank (or nil) is none.
func optURL(field string, v *string) (*string, error) {
	if v == nil {
		return nil, nil
	}
	t := strings.TrimSpace(*v)
	if t == "" {
		return nil, nil
	}
	u, err := url.Parse(t)
	if err != nil || len(t) > MaxURL || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" ||
		strings.ContainsAny(t, " \t\r\n") {
		return nil, apperr.Invalid(field, MsgInvalidURL)
	}
	return &t, nil
}

// slugOf returns the slug to store: the given one (trimmed) when not blank, which must be
// valid, else the one derived from name (msgRequired when the name gives none).
func slugOf(given *string, nameValue, msgRequired string) (string, error) {
	if given != nil && strings.TrimSpace(*given) != "" {
		s := strings.TrimSpace(*given)
		if !ValidSlug(s) || len(s) > MaxName {
			return "", apperr.Invalid("slug", MsgInvalidSlug)
		}
		return s, nil
	}
	s := Slugify(nameValue)
	if s == "" {
		return "", apperr.Invalid("slug", msgRequired)
	}
	return s, nil
}

// The checks every writer of names and descriptions uses (the CSV import words their errors
// per column). Each returns the trimmed value or an apperr naming the problem.

// CheckSetName checks a set's name: required, at most MaxName characters.
func CheckSetName(v string) (string, error) { return name("name", v, MsgSetNameRequired) }

// CheckDescription checks an optional description (blank is none).
func CheckDescription(v *string) (*string, error) { return description("description", v) }
