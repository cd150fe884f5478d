package auth

import (
	"reflect"
	"strings"
	"testing"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"
)

// The session lookup lists User's columns by hand (it scans without reflection): it must name
// every column of User, in its order, so that a field added to User is read with the session.
func TestLookupReadsEveryUserColumn(t *testing.T) {
	db := bun.NewDB(nil, pgdialect.New())
	var want []string
	for _, f := range db.Table(reflect.TypeFor[User]()).Fields {
		want = append(want, "u."+f.Name)
	}
	sel := lookupSQL[len("SELECT "):strings.Index(lookupSQL, " s.id,")]
	var got []string
	for _, c := range strings.Split(sel, ",") {
		if c = strings.TrimSpace(c); c != "" {
			got = append(got, c)
		}
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("lookupSQL reads %v, User has %v", got, want)
	}
	// And scans into each of them (the sessionUser targets, in order).
	if n := reflect.TypeFor[User]().NumField() - 1; n != len(want) { // - bun.BaseModel
		t.Fatalf("User has %d fields, %d columns", n, len(want))
	}
}
