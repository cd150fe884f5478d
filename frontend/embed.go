// Package frontend embeds the production build of the single-page app (frontend/dist) into the
// server binary. Build it first with `npm run build`; without a build the server says so.
package frontend

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

// Dist returns the build output (index.html, graphiql.html, assets/...).
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // the directory is embedded above, so this cannot fail
	}
	return sub
}
