package auth

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"math/big"
)

// NewToken returns a random URL-safe token of 256 bits.
func NewToken() string {
	b := make([]byte, 32)
	_, _ = rand.Read(b) // crypto/rand never fails on supported platforms
	return base64.RawURLEncoding.EncodeToString(b)
}

// HashToken is how tokens are stored: a leaked table holds no usable token.
func HashToken(token string) []byte {
	h := sha256.Sum256([]byte(token))
	return h[:]
}

// newCode returns a uniformly random 6-digit code.
func newCode() string {
	n, _ := rand.Int(rand.Reader, big.NewInt(1_000_000))
	return fmt.Sprintf("%06d", n.Int64())
}

// hashCode binds a code to its row, so equal codes of two rows hash differently.
func hashCode(rowID, code string) []byte {
	h := sha256.Sum256([]byte(rowID + ":" + code))
	return h[:]
}
