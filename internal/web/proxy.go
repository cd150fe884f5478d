package web

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// Proxies are the reverse proxies (TRUSTED_PROXIES) whose X-Forwarded-For and
// X-Forwarded-Proto headers are believed. The zero value trusts nobody: the headers are ignored.
type Proxies struct {
	nets []netip.Prefix
}

// ParseProxies reads a comma-separated list of CIDRs; a bare address counts as /32 (IPv4) or
// /128 (IPv6). Empty entries are skipped; anything else that does not parse is an error.
func ParseProxies(list string) (*Proxies, error) {
	p := &Proxies{}
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		if strings.Contains(item, "/") {
			pfx, err := netip.ParsePrefix(item)
			if err != nil {
				return nil, fmt.Errorf("%q is not a CIDR like 10.0.0.0/8 or fd00::/8", item)
			}
			p.nets = append(p.nets, pfx.Masked())
			continue
		}
		addr, err := netip.ParseAddr(item)
		if err != nil || addr.Zone() != "" {
			return nil, fmt.Errorf("%q is not an IP address or CIDR", item)
		}
		addr = addr.Unmap()
		p.nets = append(p.nets, netip.PrefixFrom(addr, addr.BitLen()))
	}
	return p, nil
}

// Len is the number of trusted networks.
func (p *Proxies) Len() int {
	if p == nil {
		return 0
	}
	return len(p.nets)
}

func (p *Proxies) trusted(a netip.Addr) bool {
	if p == nil {
		return false
	}
	a = a.Unmap()
	for _, n := range p.nets {
		if n.Contains(a) {
			return true
		}
	}
	return false
}

// parseHop reads one address as it appears in RemoteAddr or an X-Forwarded-For entry:
// "1.2.3.4", "1.2.3.4:5678", "::1", "[::1]", "[::1]:443". Zones are refused.
func parseHop(s string) (netip.Addr, bool) {
	s = strings.TrimSpace(s)
	if ap, err := netip.ParseAddrPort(s); err == nil {
		return ap.Addr().Unmap(), ap.Addr().Zone() == ""
	}
	s = strings.TrimSuffix(strings.TrimPrefix(s, "["), "]")
	a, err := netip.ParseAddr(s)
	if err != nil || a.Zone() != "" {
		return netip.Addr{}, false
	}
	return a.Unmap(), true
}

// ClientAddr is the client's address: RemoteAddr, unless that peer is a trusted proxy; then the
// right-most X-Forwarded-For hop that is not a trusted proxy (entries left of it can be made up
// by the client). If every hop is trusted, the left-most one. Walking leftwards stops at an
// entry that does not parse, answering the nearest good hop to its right.
func (p *Proxies) ClientAddr(remoteAddr string, forwardedFor []string) string {
	peer, ok := parseHop(remoteAddr)
	if !ok {
		host, _, err := net.SplitHostPort(remoteAddr)
		if err != nil {
			return remoteAddr
		}
		return host
	}
	if !p.trusted(peer) {
		return peer.String()
	}
	var hops []string
	for _, line := range forwardedFor {
		hops = append(hops, strings.Split(line, ",")...)
	}
	client := peer
	for i := len(hops) - 1; i >= 0; i-- {
		a, ok := parseHop(hops[i])
		if !ok {
			break
		}
		client = a
		if !p.trusted(a) {
			break
		}
	}
	return client.String()
}

// ForwardedHTTPS reports whether a trusted proxy says the client's connection is https: the
// right-most X-Forwarded-Proto value, believed only when the direct peer is trusted.
func (p *Proxies) ForwardedHTTPS(remoteAddr string, forwardedProto []string) bool {
	peer, ok := parseHop(remoteAddr)
	if !ok || !p.trusted(peer) || len(forwardedProto) == 0 {
		return false
	}
	vals := strings.Split(forwardedProto[len(forwardedProto)-1], ",")
	return strings.EqualFold(strings.TrimSpace(vals[len(vals)-1]), "https")
}

// Client is what the server believes about the other end of a request.
type Client struct {
	IP    string
	HTTPS bool // TLS to us, or https to a trusted proxy
}

type clientKey struct{}

// Middleware records the request's Client in its context (read it with ClientOf).
func (p *Proxies) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c := Client{
			IP:    p.ClientAddr(r.RemoteAddr, r.Header.Values("X-Forwarded-For")),
			HTTPS: r.TLS != nil || p.ForwardedHTTPS(r.RemoteAddr, r.Header.Values("X-Forwarded-Proto")),
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), clientKey{}, c)))
	})
}

// ClientOf returns the Client recorded by Middleware; without it, the direct peer as is.
func ClientOf(r *http.Request) Client {
	if c, ok := r.Context().Value(clientKey{}).(Client); ok {
		return c
	}
	return Client{IP: (*Proxies)(nil).ClientAddr(r.RemoteAddr, nil), HTTPS: r.TLS != nil}
}
