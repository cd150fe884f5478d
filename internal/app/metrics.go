package app

import (
	"net/http"
	"strconv"
	"strings"
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
}

func newMetrics(openSockets func() int) *metrics {
	m := &metrics{reg: prometheus.NewRegistry()}
	m.requests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "http_requests_total", Help: "HTTP requests by route, method and status.",
	}, []string{"route", "method", "status"})
	m.duration = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "http_request_duration_seconds", Help: "HTTP request duration by route.",
		Buckets: prometheus.DefBuckets,
	}, []string{"route"})
	m.reg.MustRegister(m.requests, m.duration,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "websocket_connections", Help: "Open GraphQL WebSocket connections.",
		}, func() float64 { return float64(openSockets()) }))
	return m
}

func (m *metrics) observe(route, method string, status int, d time.Duration) {
	m.requests.WithLabelValues(route, method, strconv.Itoa(status)).Inc()
	m.duration.WithLabelValues(route).Observe(d.Seconds())
}

func (m *metrics) handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{})
}

// routeOf keeps label cardinality bounded.
func routeOf(path string) string {
	switch {
	case path == "/graphql", path == "/graphiql", path == "/healthz", path == "/readyz", path == "/metrics":
		return path
	case strings.HasPrefix(path, "/assets/"):
		return "/assets"
	case strings.HasPrefix(path, "/calendar/"):
		return "/calendar"
	case strings.HasPrefix(path, "/auth/"):
		return "/auth"
	}
	return "spa"
}
