package app

import (
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// metrics are served at /metrics. A registry per server keeps tests with several servers apart.
type metrics struct {
	reg      *prometheus.Registry
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec
	// statements counts the SQL statements each request sent, by route.
	statements *prometheus.HistogramVec
	// cache counts the response cache's hits, stale answers and misses (cacheHeader).
	cache *prometheus.CounterVec
}

// fastPages reports the fast path: queries answered with set cards from the cache and queries
// gqlgen answered alone, and the card cache's hits and misses (sets).
type fastPages func() (taken, fellBack, hits, misses int64)

func newMetrics(openSockets, subscriptions func() int, resolutions func() int64, writes func() (all, merged int64), fast fastPages) *metrics {
	m := &metrics{reg: prometheus.NewRegistry()}
	m.requests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "http_requests_total", Help: "HTTP requests by route, method and status.",
	}, []string{"route", "method", "status"})
	m.duration = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "http_request_duration_seconds", Help: "HTTP request duration by route.",
		Buckets: prometheus.DefBuckets,
	}, []string{"route"})
	m.statements = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "http_request_sql_statements", Help: "SQL statements sent per HTTP request, by route.",
		Buckets: []float64{0, 1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 50},
	}, []string{"route"})
	m.cache = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "graphql_response_cache_total", Help: "Anonymous GraphQL queries answered from the response cache (hit, or stale while refreshed) or computed for it (miss).",
	}, []string{"result"})
	m.reg.MustRegister(m.requests, m.duration, m.statements, m.cache,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "websocket_connections", Help: "Open GraphQL WebSocket connections.",
		}, func() float64 { return float64(openSockets()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "graphql_subscriptions", Help: "Subscriptions to an edition's set changes registered with this instance's hub (an event committed from now on reaches them).",
		}, func() float64 { return float64(subscriptions()) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "graphql_subscription_resolutions_total", Help: "Executions of a subscription's selection for an event (once per distinct selection and event when shared).",
		}, func() float64 { return float64(resolutions()) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "websocket_writes_total", Help: "Writes of GraphQL WebSocket data (each one system call, of one or more messages).",
		}, func() float64 { n, _ := writes(); return float64(n) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "websocket_merged_writes_total", Help: "Writes of a socket that was behind, after which its next write waited for the merge window.",
		}, func() float64 { _, n := writes(); return float64(n) }))
	for _, c := range []struct {
		name, help, label string
		pick              func(a, b, c, d int64) int64
	}{
		{"graphql_fast_pages_total", "Queries answered with set cards from the card cache (fast), or by gqlgen alone (gqlgen: its marshallers inline, or its own execution).", "fast", func(a, _, _, _ int64) int64 { return a }},
		{"graphql_fast_pages_total", "Queries answered with set cards from the card cache (fast), or by gqlgen alone (gqlgen: its marshallers inline, or its own execution).", "gqlgen", func(_, b, _, _ int64) int64 { return b }},
		{"set_card_cache_total", "Set cards served from this instance's card cache (hit) or loaded (miss).", "hit", func(_, _, c, _ int64) int64 { return c }},
		{"set_card_cache_total", "Set cards served from this instance's card cache (hit) or loaded (miss).", "miss", func(_, _, _, d int64) int64 { return d }},
	} {
		pick := c.pick
		m.reg.MustRegister(prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: c.name, Help: c.help, ConstLabels: prometheus.Labels{"result": c.label},
		}, func() float64 { return float64(pick(fast())) }))
	}
	return m
}

// sharedPages reports shared pages built and served from the page cache (internal/share).
func (m *metrics) sharedPages(counts func() (built, hits int64)) {
	for label, pick := range map[string]func() float64{
		"built": func() float64 { b, _ := counts(); return float64(b) },
		"hit":   func() float64 { _, h := counts(); return float64(h) },
	} {
		m.reg.MustRegister(prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "shared_pages_total", Help: "Shared plan pages (GET /p/{token} and its image) built (a plan computed, the sets read) or served from the page cache (hit: nothing changed since).",
			ConstLabels: prometheus.Labels{"result": label},
		}, pick))
	}
}

func (m *metrics) observe(route, method string, status int, d time.Duration, statements int64, cache string) {
	if cache == "hit" || cache == "stale" || cache == "miss" {
		m.cache.WithLabelValues(cache).Inc()
	}
	m.requests.WithLabelValues(route, method, strconv.Itoa(status)).Inc()
	m.duration.WithLabelValues(route).Observe(d.Seconds())
	m.statements.WithLabelValues(route).Observe(float64(statements))
}

func (m *metrics) handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{})
}

// route carries the ServeMux pattern that served a request (Request.Pattern) back out to the
// request log and metrics, which wrap the mux from outside and so see another *http.Request.
type route struct{ pattern string }

type routeKey struct{}

// routed records which pattern of mux served each request. Patterns are few and fixed, so
// they keep the metrics' label cardinality bounded whatever the paths.
func routed(mux *http.ServeMux) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mux.ServeHTTP(w, r) // sets r.Pattern
		if rt, ok := r.Context().Value(routeKey{}).(*route); ok {
			rt.pattern = r.Pattern
		}
	})
}

// routeLabel is the pattern that served the request, or "none" when it was answered before
// reaching the mux (e.g. 503 while sessions cannot be checked).
func (rt *route) label() string {
	if rt.pattern == "" {
		return "none"
	}
	return rt.pattern
}
