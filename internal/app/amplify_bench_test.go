package app

import (
	"bytes"
	"fmt"
	"sort"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"festival/internal/mailtest"
	"festival/internal/testdb"
)

// The set card without lists of other sets (those are refused: LIST_NOT_ALLOWED); %s is the
// alias of its id, which makes each subscription a distinct selection.
const cardSubscription = `subscription($e: ID!) { setUpdated(editionId: $e) { %sid name description timeStart timeEnd
	stage { id name } artists { id name genres { id name } }
	tally { mustGo interested wontGo total netScore popularity average } } }`

const amplifyPage = `query($f: String!) { festival(slug: $f) { edition(slug: "e") { sets(first: 50) { totalCount edges { node {
	id name timeStart stage { name } artists { name genres { name } } tally { mustGo interested wontGo total } } } } } } }`

// BenchmarkSubscriptionAmplification measures what one vote costs the server (CPU per vote, in
// one process with the subscribing client, which only counts the frames it receives) with
// 100 sockets from one address each subscribing 20 times (issue 25): all with one selection
// ("identical"), each with its own alias ("aliased", what the attacker did; the cap refuses all
// but live.MaxSelectionsPerClient), and, for comparison, aliased without that cap ("aliased-uncapped",
// as before). It also reports a sets page's median latency idle and during 4 votes/s with the
// crowd subscribed. Run:
//
//	go test -run '^$' -bench SubscriptionAmplification -benchtime 10x ./internal/app/
//
// Issue 34 adds two setups, each with one ordinary subscriber (the card selection, on its own
// socket) whose event latency per vote is reported (ordinary-event-ms: median, and max):
// "aliased-100-addresses", the per-address cap raised to what 100 addresses × 16 selections
// would hold, so only the ceiling on anonymous selections per edition limits them; and
// "plan-in-subscription", every subscription selecting a plan inside setUpdated (refused at
// subscribe time: FIELD_NOT_ALLOWED_IN_SUBSCRIPTION).
func BenchmarkSubscriptionAmplification(b *testing.B) {
	for _, sc := range []struct {
		name              string
		aliased, uncapped bool
		addresses         bool
		query             string
	}{
		{name: "identical"}, {name: "aliased", aliased: true}, {name: "aliased-uncapped", aliased: true, uncapped: true},
		{name: "aliased-100-addresses", aliased: true, addresses: true},
		{name: "plan-in-subscription", query: planSubscription},
	} {
		b.Run(sc.name, func(b *testing.B) { amplification(b, sc.aliased, sc.uncapped, sc.addresses, sc.query) })
	}
}

// planSubscription is issue 34's attack: a crew plan (here the viewer's own) per event.
const planSubscription = `subscription($e: ID!) { setUpdated(editionId: $e) { %sid x0: edition { p0: plan { score } } } }`

func amplification(b *testing.B, aliased, uncapped, addresses bool, query string) {
	const sockets, perSocket = 100, 20
	url := testdb.URL(b)
	editionWithSets(b, openURL(b, url).DB, "amp", 20)
	smtp := mailtest.Start(b)
	s, srv, _, _ := startHookedServer(b, url, map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL(), "RESPONSE_CACHE_TTL": "0"})
	if uncapped {
		srv.share.Selections.Limit = sockets * perSocket
		srv.share.Selections.AnonymousLimit = sockets * perSocket
	}
	if addresses { // one address standing for 100, each within its own cap
		srv.share.Selections.Limit = sockets * perSocket
	}
	if query == "" {
		query = cardSubscription
	}
	edition, set := editionAndSet(b, s, "amp")
	voter := signIn(b, s, smtp, "amp@example.com")
	votes := []string{"MUST_GO", "INTERESTED", "WONT_GO"}
	nVotes := 0
	vote := func() {
		nVotes++
		r, _ := voter.gql(b, `mutation($s: ID!, $v: VoteType!) { setVote(input: {setId: $s, vote: $v}) { applied } }`, map[string]any{"s": set, "v": votes[nVotes%3]})
		if len(r.Errors) > 0 {
			b.Fatal(r.Errors)
		}
	}
	page := func() time.Duration {
		start := time.Now()
		if r := s.gql(b, amplifyPage, map[string]any{"f": "amp"}); len(r.Errors) > 0 {
			b.Fatal(r.Errors)
		}
		return time.Since(start)
	}
	idle := pageMedian(page, 40, 0)

	var events atomic.Int64
	var wg sync.WaitGroup
	// The ordinary subscriber, first in (from the same address, it holds one of the address's
	// selections): the card selection on its own socket; when its event arrived.
	var ordinary atomic.Int64
	oc := dialWS(b, s.URL, "")
	subscribe(b, oc, "ordinary", fmt.Sprintf(cardSubscription, ""), map[string]any{"e": edition})
	wg.Add(1)
	go func() {
		defer wg.Done()
		_ = oc.SetReadDeadline(time.Time{})
		for {
			_, m, err := oc.ReadMessage()
			if err != nil {
				return
			}
			if bytes.Contains(m, []byte(`"setUpdated":{`)) {
				ordinary.Store(time.Now().UnixNano())
				events.Add(1)
			}
		}
	}()
	n := 0
	for i := 0; i < sockets; i++ {
		c := dialWS(b, s.URL, "")
		for j := 0; j < perSocket; j++ {
			alias := ""
			if aliased {
				alias = fmt.Sprintf("a%d: ", n)
			}
			subscribe(b, c, fmt.Sprint(j), fmt.Sprintf(query, alias), map[string]any{"e": edition})
			n++
		}
		wg.Add(1)
		go func(c *websocket.Conn) {
			defer wg.Done()
			_ = c.SetReadDeadline(time.Time{})
			for {
				_, m, err := c.ReadMessage()
				if err != nil {
					return
				}
				if bytes.Contains(m, []byte(`"setUpdated":{`)) {
					events.Add(1)
				}
			}
		}(c)
	}
	b.Cleanup(func() {
		srv.Websockets.CloseAll()
		wg.Wait()
	})
	accepted := 0
	for settle := 0; settle < 10; settle++ { // until the hub's count stops moving
		time.Sleep(200 * time.Millisecond)
		if now := srv.Hub.Subscribers(); now != accepted {
			accepted, settle = now, 0
		}
	}
	// One vote to warm up (connections, prepared statements).
	waitEvents := func(want int64) {
		deadline := time.Now().Add(60 * time.Second)
		for events.Load() < want {
			if time.Now().After(deadline) {
				b.Fatalf("%d of %d events arrived", events.Load(), want)
			}
			time.Sleep(time.Millisecond)
		}
	}
	vote()
	waitEvents(int64(accepted))

	res0, cpu0, got := srv.share.Resolutions(), cpuTime(), events.Load()
	lat := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sent := time.Now()
		vote()
		got += int64(accepted)
		waitEvents(got)
		at := ordinary.Load()
		if at < sent.UnixNano() {
			b.Fatal("the ordinary subscriber's event did not arrive")
		}
		lat = append(lat, time.Duration(at-sent.UnixNano()))
	}
	b.StopTimer()
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "ordinary-event-ms")
	b.ReportMetric(float64(lat[len(lat)-1].Microseconds())/1000, "ordinary-event-max-ms")
	cpu := cpuTime() - cpu0
	b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/vote")
	b.ReportMetric(float64(srv.share.Resolutions()-res0)/float64(b.N), "resolutions/vote")
	b.ReportMetric(float64(accepted), "subscriptions")

	// A page while votes arrive at 4 a second.
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		t := time.NewTicker(250 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				vote()
			}
		}
	}()
	busy := pageMedian(page, 40, 100*time.Millisecond)
	close(stop)
	<-done
	b.ReportMetric(float64(idle.Microseconds())/1000, "page-idle-ms")
	b.ReportMetric(float64(busy.Microseconds())/1000, "page-4votes/s-ms")
}

// pageMedian is the median of n requests, pause apart.
func pageMedian(page func() time.Duration, n int, pause time.Duration) time.Duration {
	d := make([]time.Duration, n)
	for i := range d {
		d[i] = page()
		time.Sleep(pause)
	}
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	return d[n/2]
}

// cpuTime is the process's user and system CPU time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
