// Package mail sends the app's e-mails: over SMTP when SMTP_URL is set, otherwise (dev mode) it
// logs them so a developer can sign in without a mail server.
package mail

import (
	"context"
	"fmt"
	"log/slog"
	"net/url"
	"strconv"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// Message is one e-mail with a plain-text and an HTML part.
type Message struct {
	To      string
	Subject string
	Text    string
	HTML    string
}

// Sender sends messages.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// New returns an SMTP sender for smtpURL (smtp://user:pass@host:port uses STARTTLS when the
// server offers it; smtps:// uses implicit TLS), or a logging sender when smtpURL is empty.
func New(smtpURL, from string, log *slog.Logger) (Sender, error) {
	if smtpURL == "" {
		return &logSender{log: log}, nil
	}
	u, err := url.Parse(smtpURL)
	if err != nil || u.Host == "" {
		return nil, fmt.Errorf("SMTP_URL must look like smtp://user:pass@host:port")
	}
	opts := []gomail.Option{gomail.WithTimeout(15 * time.Second)}
	switch u.Scheme {
	case "smtp":
		opts = append(opts, gomail.WithTLSPortPolicy(gomail.TLSOpportunistic))
	case "smtps":
		opts = append(opts, gomail.WithSSLPort(false))
	default:
		return nil, fmt.Errorf("SMTP_URL scheme must be smtp or smtps, got %q", u.Scheme)
	}
	if p := u.Port(); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil {
			return nil, fmt.Errorf("SMTP_URL port: %w", err)
		}
		opts = append(opts, gomail.WithPort(n))
	}
	if u.User != nil {
		pass, _ := u.User.Password()
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover),
			gomail.WithUsername(u.User.Username()), gomail.WithPassword(pass))
	}
	return &smtpSender{host: u.Hostname(), opts: opts, from: from}, nil
}

type smtpSender struct {
	host string
	opts []gomail.Option
	from string
}

func (s *smtpSender) Send(ctx context.Context, m Message) error {
	msg := gomail.NewMsg()
	if err := msg.From(s.from); err != nil {
		return fmt.Errorf("mail from: %w", err)
	}
	if err := msg.To(m.To); err != nil {
		return fmt.Errorf("mail to: %w", err)
	}
	msg.Subject(m.Subject)
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	msg.AddAlternativeString(gomail.TypeTextHTML, m.HTML)
	c, err := gomail.NewClient(s.host, s.opts...)
	if err != nil {
		return fmt.Errorf("mail client: %w", err)
	}
	if err := c.DialAndSendWithContext(ctx, msg); err != nil {
		return fmt.Errorf("send mail: %w", err)
	}
	return nil
}

// logSender is dev mode: it prints the message (which holds the sign-in code) to the log. It is
// used only when SMTP_URL is unset, so production never logs codes.
type logSender struct{ log *slog.Logger }

func (s *logSender) Send(ctx context.Context, m Message) error {
	s.log.InfoContext(ctx, "dev mode: e-mail not sent (SMTP_URL is unset)", "to", m.To, "subject", m.Subject, "text", m.Text)
	return nil
}
