package app

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"festival/internal/testdb"
)

// describedQuery reads every description of the schema as a client sees it (introspection of
// the running server), deprecated fields and values included.
const describedQuery = `{ __schema { types {
	name kind description
	fields(includeDeprecated: true) { name description args { name description } }
	inputFields { name description }
	enumValues(includeDeprecated: true) { name description } } } }`

type describedSchema struct {
	Schema struct {
		Types []struct {
			Name, Kind, Description string
			Fields                  []struct {
				Name, Description string
				Args              []struct{ Name, Description string }
			}
			InputFields []struct{ Name, Description string }
			EnumValues  []struct{ Name, Description string }
		}
	} `json:"__schema"`
}

// builtIn are the types GraphQL itself defines (described by the spec, not by us).
var builtIn = map[string]bool{"String": true, "Int": true, "Float": true, "Boolean": true, "ID": true}

// undescribed lists every type, field, argument, input field and enum value of s without a
// description, one per line ("type Festival", "field Festival.name", "argument
// Festival.edition(slug:)", "input field SetVoteInput.vote", "enum value VoteType.MUST_GO"),
// and how many elements it checked.
func undescribed(s describedSchema) (missing []string, checked int) {
	blank := func(d string) bool { return strings.TrimSpace(d) == "" }
	note := func(d, what string) {
		checked++
		if blank(d) {
			missing = append(missing, what)
		}
	}
	for _, ty := range s.Schema.Types {
		if strings.HasPrefix(ty.Name, "__") || builtIn[ty.Name] {
			continue
		}
		note(ty.Description, "type "+ty.Name)
		for _, f := range ty.Fields {
			note(f.Description, "field "+ty.Name+"."+f.Name)
			for _, a := range f.Args {
				note(a.Description, fmt.Sprintf("argument %s.%s(%s:)", ty.Name, f.Name, a.Name))
			}
		}
		for _, f := range ty.InputFields {
			note(f.Description, "input field "+ty.Name+"."+f.Name)
		}
		for _, v := range ty.EnumValues {
			note(v.Description, "enum value "+ty.Name+"."+v.Name)
		}
	}
	sort.Strings(missing)
	return missing, checked
}

// Every part of the contract is described: each type, field, argument, input field and enum
// value says what it is (its unit, bounds and who may see it where that applies). The failure
// names each element without one; write it as a """description""" in graph/schema/*.graphqls
// and run make generate.
func TestEverySchemaElementIsDescribed(t *testing.T) {
	s := startServer(t, map[string]string{"DATABASE_URL": testdb.URL(t)})
	r := s.gql(t, describedQuery, nil)
	if len(r.Errors) > 0 {
		t.Fatalf("introspection: %+v", r.Errors)
	}
	var got describedSchema
	mustJSON(t, r.Data, &got)
	missing, checked := undescribed(got)
	if checked < 500 {
		t.Fatalf("introspection found only %d elements", checked)
	}
	if len(missing) > 0 {
		t.Fatalf("%d of %d schema elements have no description:\n  %s", len(missing), checked, strings.Join(missing, "\n  "))
	}
	t.Logf("%d schema elements, all described", checked)
}

// The check itself: an element without a description is named, one with one is not.
func TestUndescribedNamesEachKind(t *testing.T) {
	var s describedSchema
	mustJSON(t, []byte(`{"__schema": {"types": [
		{"name": "String", "kind": "SCALAR"}, {"name": "__Type", "kind": "OBJECT"},
		{"name": "Festival", "kind": "OBJECT", "description": "A festival.", "fields": [
			{"name": "name", "description": " ", "args": []},
			{"name": "edition", "description": "One edition.", "args": [{"name": "slug", "description": ""}]}]},
		{"name": "VoteType", "kind": "ENUM", "enumValues": [{"name": "MUST_GO", "description": "Must go."}, {"name": "WONT_GO"}]},
		{"name": "SetVoteInput", "kind": "INPUT_OBJECT", "description": "x", "inputFields": [{"name": "vote"}]}]}}`), &s)
	missing, checked := undescribed(s)
	want := []string{"argument Festival.edition(slug:)", "enum value VoteType.WONT_GO", "field Festival.name", "input field SetVoteInput.vote", "type VoteType"}
	if strings.Join(missing, "|") != strings.Join(want, "|") || checked != 9 {
		t.Fatalf("missing %v of %d, want %v of 9", missing, checked, want)
	}
}
