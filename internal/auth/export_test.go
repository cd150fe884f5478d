package auth

// SafeReturnTo exposes safeReturnTo to the external tests.
func (s *SignIn) SafeReturnTo(returnTo *string) *string { return s.safeReturnTo(returnTo) }
