package auth

// SafeReturnTo exposes safeReturnTo to the external tests.
func (s *SignIn) SafeReturnTo(returnTo *string) *string { return s.safeReturnTo(returnTo) }

// CleanInvite exposes cleanInvite (the invite token carried through sign-in) to the external tests.
func CleanInvite(t *string) *string { return cleanInvite(t) }
