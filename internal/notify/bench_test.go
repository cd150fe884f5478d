package notify

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"
)

// BenchmarkNotifyFanOut: an admin's change of a set 5,000 users are interested in, 1,000 of them
// with a push device on a local endpoint. It reports the time from the change to the last of the
// 5,000 notifications stored (the trigger writes them in the change's statement, so: to its
// commit) and to the last of the 1,000 pushes delivered (two drain workers, as two instances,
// at PUSH_RATE 500 each). Run: go test -run '^$' -bench NotifyFanOut -benchtime 1x ./internal/notify/
func BenchmarkNotifyFanOut(b *testing.B) {
	for range b.N {
		b.StopTimer()
		w := newWorld(b)
		var delivered atomic.Int64
		srv := httptest.NewTLSServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
			delivered.Add(1)
			rw.WriteHeader(http.StatusCreated)
		}))
		d := newDevice(b)
		w.exec(b, `INSERT INTO users (id, email) SELECT gen_random_uuid(), 'fan' || g || '@example.invalid' FROM generate_series(1, 5000) g`)
		w.exec(b, `INSERT INTO votes (user_id, set_id, vote_type) SELECT id, ?, 1 FROM users WHERE email LIKE 'fan%'`, w.set)
		w.exec(b, `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth)
			SELECT id, ? || '/push/' || id, ?, ? FROM users WHERE email LIKE 'fan%' ORDER BY email LIMIT 1000`, srv.URL, d.p256dh(), d.authKey())
		pushers := []*Pusher{w.pusher(b, srv, true), w.pusher(b, srv, true)}
		ctx, cancel := context.WithCancel(context.Background())
		b.StartTimer()

		start := time.Now()
		w.exec(b, `UPDATE sets SET stage_id = ? WHERE id = ?`, w.tent, w.set)
		stored := time.Since(start)
		for _, p := range pushers {
			p.Rate, p.Poll = 500, 20*time.Millisecond
			go p.Run(ctx)
		}
		for delivered.Load() < 1000 {
			time.Sleep(5 * time.Millisecond)
		}
		pushed := time.Since(start)

		b.StopTimer()
		cancel()
		srv.Close()
		var n int
		_ = w.db.NewRaw(`SELECT count(*) FROM notifications`).Scan(context.Background(), &n)
		if n < 5000 {
			b.Fatalf("%d notifications", n)
		}
		b.ReportMetric(float64(stored.Milliseconds()), "ms-to-5000-notifications")
		b.ReportMetric(float64(pushed.Milliseconds()), "ms-to-1000-pushes")
	}
}
