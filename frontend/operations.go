package frontend

import (
	"embed"
	"encoding/json"
	"fmt"
	"regexp"
)

// The operations a visitor's first page sends, as relay-compiler wrote them: a new instance
// sends them to itself before its first visitor does (internal/app, warm.go).
//
//go:embed src/__generated__/EditionLayoutRouteQuery.graphql.ts src/__generated__/SetsRouteQuery.graphql.ts
var operations embed.FS

// Operation returns the text of an embedded operation of the SPA (EditionLayoutRouteQuery,
// SetsRouteQuery).
func Operation(name string) (string, error) {
	raw, err := operations.ReadFile("src/__generated__/" + name + ".graphql.ts")
	if err != nil {
		return "", err
	}
	return OperationText(raw)
}

var operationText = regexp.MustCompile(`(?m)^\s*"text": ("(?:[^"\\]|\\.)*")`)

// OperationText reads the operation's text out of a relay-compiler artifact (a .graphql.ts
// file of src/__generated__).
func OperationText(artifact []byte) (string, error) {
	m := operationText.FindSubmatch(artifact)
	if m == nil {
		return "", fmt.Errorf("no operation text")
	}
	var text string
	err := json.Unmarshal(m[1], &text)
	return text, err
}
