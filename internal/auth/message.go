package auth

import (
	"fmt"
	"html"

	"festival/internal/mail"
)

// codeMessage is the sign-in e-mail: the code, the link and when they expire.
func codeMessage(to, code, link string) mail.Message {
	minutes := int(CodeTTL.Minutes())
	text := fmt.Sprintf(`Your sign-in code is %s

Enter it in the app, or open this link and press "Sign in":
%s

The code and the link work once and expire in %d minutes.
If you did not ask to sign in, ignore this e-mail.
`, code, link, minutes)
	h := fmt.Sprintf(`<!doctype html><html><body style="font-family:sans-serif">
<p>Your sign-in code is</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px">%s</p>
<p>Enter it in the app, or <a href="%s">open this link and press "Sign in"</a>.</p>
<p>The code and the link work once and expire in %d minutes.</p>
<p style="color:#666">If you did not ask to sign in, ignore this e-mail.</p>
</body></html>`, html.EscapeString(code), html.EscapeString(link), minutes)
	return mail.Message{To: to, Subject: fmt.Sprintf("Your sign-in code: %s", code), Text: text, HTML: h}
}
