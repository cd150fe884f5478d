package graph

// msgConfirmDeletion answers a deleteAccount whose client did not ask for confirmation.
const msgConfirmDeletion = "Please confirm that you want to delete your account"
