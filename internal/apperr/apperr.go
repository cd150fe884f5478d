// Package apperr holds the domain error: a code the API maps to extensions.code and a message
// written for the person using the app (the spec's wording). Anything else is internal.
package apperr

import (
	"errors"
	"fmt"
	"time"
)

// Codes exposed to clients as extensions.code.
const (
	Unauthenticated = "UNAUTHENTICATED"
	Forbidden       = "FORBIDDEN"
	NotFound        = "NOT_FOUND"
	BadUserInput    = "BAD_USER_INPUT"
	Conflict        = "CONFLICT"
	RateLimited     = "RATE_LIMITED"
	Internal        = "INTERNAL"
	// Unavailable: the database could not be reached in time; retrying later can succeed.
	Unavailable = "UNAVAILABLE"
)

// UnavailableMessage is what a client is told when the service is busy or the database is down.
const UnavailableMessage = "The service is busy or temporarily unavailable. Please try again."

// ErrUnavailable is the retryable "busy or down" error.
var ErrUnavailable = New(Unavailable, UnavailableMessage)

// Error is an expected failure with a user-facing message.
type Error struct {
	Code    string
	Message string
	// Field names the input field at fault, when there is one.
	Field string
	// RetryAfter, for RATE_LIMITED, is how long until a retry can succeed (0: not said); the
	// API shows it as extensions.retryAfterSeconds.
	RetryAfter time.Duration
}

func (e *Error) Error() string { return e.Message }

// New returns an Error with the code and message.
func New(code, message string) *Error { return &Error{Code: code, Message: message} }

// Newf formats the message.
func Newf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// Invalid is a BAD_USER_INPUT error about one input field.
func Invalid(field, message string) *Error {
	return &Error{Code: BadUserInput, Message: message, Field: field}
}

// CodeOf returns the code of err, or Internal when err is not an *Error.
func CodeOf(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return Internal
}

// As returns the *Error inside err, if any.
func As(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}

// WithCode returns a copy of e with another code.
func (e *Error) WithCode(code string) *Error {
	c := *e
	c.Code = code
	return &c
}
