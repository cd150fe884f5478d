package notify

import (
	"encoding/base64"
	"strings"

	"github.com/uptrace/bun"

	"festival/internal/apperr"
)

type bunTx = bun.Tx

func invalid(field, msg string) error { return apperr.Invalid(field, msg) }

// decodeKey decodes base64url with or without padding (browsers send it without).
func decodeKey(s string) ([]byte, error) {
	return base64.RawURLEncoding.DecodeString(strings.TrimRight(s, "="))
}
