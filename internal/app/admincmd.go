package app

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"festival/internal/audit"
	"festival/internal/auth"
)

// adminCmd grants or revokes admin roles by e-mail:
//
//	festival admin grant --email X --role super_admin|admin|moderator
//	festival admin revoke --email X
func adminCmd(ctx context.Context, cfg Config, args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return errors.New("usage: festival admin grant --email X --role ROLE | festival admin revoke --email X")
	}
	fs := flag.NewFlagSet("admin "+args[0], flag.ContinueOnError)
	fs.SetOutput(stdout)
	email := fs.String("email", "", "the user's e-mail address")
	role := fs.String("role", "", "super_admin, admin or moderator (grant only)")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	store, err := openMigrated(ctx, cfg)
	if err != nil {
		return err
	}
	defer store.Close()
	roles := &auth.Roles{DB: store.DB, Now: time.Now}
	ctx = audit.WithVia(ctx, audit.CommandLine) // every role change here is audited as such
	switch args[0] {
	case "grant":
		if err := roles.GrantByEmail(ctx, *email, *role); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s is now %s\n", *email, *role)
	case "revoke":
		found, err := roles.RevokeByEmail(ctx, *email)
		if err != nil {
			return err
		}
		if !found {
			return fmt.Errorf("%s has no admin role", *email)
		}
		fmt.Fprintf(stdout, "%s has no admin role any more\n", *email)
	default:
		return fmt.Errorf("unknown admin command %q (grant or revoke)", args[0])
	}
	return nil
}
