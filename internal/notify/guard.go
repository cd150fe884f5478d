package notify

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"syscall"
	"time"
)

// ErrRefusedAddress is a push endpoint that is not on a public address.
var ErrRefusedAddress = errors.New("push endpoint refused: not a public address")

// notPublic are the ranges a push endpoint may never reach (besides loopback, private,
// link-local, multicast and unspecified addresses, which netip knows).
var notPublic = []netip.Prefix{
	netip.MustParsePrefix("100.64.0.0/10"), // carrier-grade NAT
	netip.MustParsePrefix("192.0.0.0/24"),
	netip.MustParsePrefix("198.18.0.0/15"),
	netip.MustParsePrefix("240.0.0.0/4"),
	netip.MustParsePrefix("64:ff9b::/96"), // NAT64 can reach IPv4 private space
	netip.MustParsePrefix("2001:db8::/32"),
}

// PublicAddr reports whether ip may be reached by a push (loopback too when allowLoopback).
func PublicAddr(ip netip.Addr, allowLoopback bool) bool {
	ip = ip.Unmap()
	if ip.IsLoopback() {
		return allowLoopback
	}
	if !ip.IsValid() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsLinkLocalMulticast() ||
		ip.IsInterfaceLocalMulticast() || ip.IsMulticast() || ip.IsUnspecified() {
		return false
	}
	for _, p := range notPublic {
		if p.Contains(ip) {
			return false
		}
	}
	return true
}

// CheckEndpoint refuses endpoints that are not https (http only to loopback when allowed)
// or whose host resolves to an address that is not public.
func CheckEndpoint(ctx context.Context, endpoint string, allowLoopback bool) error {
	u, err := url.Parse(endpoint)
	if err != nil || u.Hostname() == "" {
		return fmt.Errorf("push endpoint refused: not a URL")
	}
	if u.Scheme != "https" && !(allowLoopback && u.Scheme == "http") {
		return fmt.Errorf("push endpoint refused: not https")
	}
	ips, err := net.DefaultResolver.LookupNetIP(ctx, "ip", u.Hostname())
	if err != nil {
		return fmt.Errorf("push endpoint: resolve: %w", err)
	}
	for _, ip := range ips {
		if !PublicAddr(ip, allowLoopback) {
			return ErrRefusedAddress
		}
	}
	return nil
}

// guardedClient is an HTTP client for push endpoints: every connection's address is checked
// as it is dialled (so DNS that changes between the check and the dial cannot point it
// inward), no proxy, no redirects, and a deadline.
func guardedClient(allowLoopback bool, roots *x509.CertPool, timeout time.Duration) *http.Client {
	d := &net.Dialer{Timeout: 5 * time.Second, Control: func(_, address string, _ syscall.RawConn) error {
		ap, err := netip.ParseAddrPort(address)
		if err != nil || !PublicAddr(ap.Addr(), allowLoopback) {
			return ErrRefusedAddress
		}
		return nil
	}}
	tr := &http.Transport{
		Proxy:               nil,
		DialContext:         d.DialContext,
		TLSHandshakeTimeout: 5 * time.Second,
		MaxIdleConnsPerHost: 16,
		IdleConnTimeout:     90 * time.Second,
		TLSClientConfig:     &tls.Config{RootCAs: roots, MinVersion: tls.VersionTLS12},
	}
	return &http.Client{
		Transport:     tr,
		Timeout:       timeout,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}

// hostAllowed checks a new subscription's host: an address must be public, and so must every
// address a name resolves to. A name that does not resolve now is accepted: each send resolves
// and checks it again (CheckEndpoint, and the dialer).
func hostAllowed(ctx context.Context, endpoint string, allowLoopback bool) bool {
	u, err := url.Parse(endpoint)
	if err != nil {
		return false
	}
	if ip, err := netip.ParseAddr(u.Hostname()); err == nil {
		return PublicAddr(ip, allowLoopback)
	}
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	ips, err := net.DefaultResolver.LookupNetIP(ctx, "ip", u.Hostname())
	if err != nil {
		return true
	}
	for _, ip := range ips {
		if !PublicAddr(ip, allowLoopback) {
			return false
		}
	}
	return true
}
