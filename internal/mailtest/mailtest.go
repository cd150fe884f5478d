// Package mailtest runs a real SMTP server in-process for tests and keeps what it receives.
package mailtest

import (
	"encoding/base64"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-smtp"
)

// Message is a received e-mail.
type Message struct {
	From, To string
	Subject  string
	Text     string
	HTML     string
	Raw      string
}

// Server is an SMTP server on 127.0.0.1.
type Server struct {
	Addr string
	mu   sync.Mutex
	msgs []Message
	got  chan struct{}
}

// Start runs a server until t ends. URL returns its smtp:// address.
func Start(t testing.TB) *Server {
	t.Helper()
	s := &Server{got: make(chan struct{}, 100)}
	srv := smtp.NewServer(&backend{s: s})
	srv.Domain = "localhost"
	srv.AllowInsecureAuth = true
	srv.ReadTimeout = 10 * time.Second
	srv.WriteTimeout = 10 * time.Second
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s.Addr = ln.Addr().String()
	go srv.Serve(ln) //nolint:errcheck // returns an error only once Cleanup closes the server
	t.Cleanup(func() { srv.Close() })
	return s
}

// URL is the SMTP_URL for this server.
func (s *Server) URL() string { return "smtp://" + s.Addr }

// Messages returns what arrived so far.
func (s *Server) Messages() []Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Message(nil), s.msgs...)
}

// WaitFor returns the newest message to addr, waiting up to 10 s.
func (s *Server) WaitFor(t testing.TB, addr string) Message {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for {
		msgs := s.Messages()
		for i := len(msgs) - 1; i >= 0; i-- {
			if strings.EqualFold(msgs[i].To, addr) {
				return msgs[i]
			}
		}
		select {
		case <-s.got:
		case <-deadline:
			t.Fatalf("no mail to %s", addr)
		}
	}
}

type backend struct{ s *Server }

func (b *backend) NewSession(*smtp.Conn) (smtp.Session, error) { return &session{s: b.s}, nil }

type session struct {
	s        *Server
	from, to string
}

func (x *session) Mail(from string, _ *smtp.MailOptions) error { x.from = from; return nil }
func (x *session) Rcpt(to string, _ *smtp.RcptOptions) error   { x.to = to; return nil }
func (x *session) Reset()                                      {}
func (x *session) Logout() error                               { return nil }

func (x *session) Data(r io.Reader) error {
	raw, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	m := Message{From: x.from, To: x.to, Raw: string(raw)}
	if pm, err := mail.ReadMessage(strings.NewReader(string(raw))); err == nil {
		dec := new(mime.WordDecoder)
		m.Subject, _ = dec.DecodeHeader(pm.Header.Get("Subject"))
		parseBody(&m, pm.Header.Get("Content-Type"), pm.Header.Get("Content-Transfer-Encoding"), pm.Body)
	}
	x.s.mu.Lock()
	x.s.msgs = append(x.s.msgs, m)
	x.s.mu.Unlock()
	select {
	case x.s.got <- struct{}{}:
	default:
	}
	return nil
}

func parseBody(m *Message, ctype, encoding string, body io.Reader) {
	mt, params, _ := mime.ParseMediaType(ctype)
	if strings.HasPrefix(mt, "multipart/") {
		mr := multipart.NewReader(body, params["boundary"])
		for {
			p, err := mr.NextRawPart()
			if err != nil {
				return
			}
			parseBody(m, p.Header.Get("Content-Type"), p.Header.Get("Content-Transfer-Encoding"), p)
		}
	}
	switch strings.ToLower(encoding) {
	case "quoted-printable":
		body = quotedprintable.NewReader(body)
	case "base64":
		body = base64.NewDecoder(base64.StdEncoding, body)
	}
	b, _ := io.ReadAll(body)
	switch mt {
	case "text/plain":
		m.Text = string(b)
	case "text/html":
		m.HTML = string(b)
	}
}
