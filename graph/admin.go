package graph

import "festival/internal/apperr"

// errComing answers admin operations whose server side is still being built on this branch.
var errComing = apperr.New(apperr.Internal, "This admin operation is not available yet.")
