package bench

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/gorilla/websocket"
)

// FanoutConfig is one fan-out run of the client process.
type FanoutConfig struct {
	WSURL, VoteURL string // subscribers on WSURL, votes posted to VoteURL
	Subscribers    int
	EditionID      string
	Subscription   string   // the SPA's subscription text
	Vote           string   // the SPA's setVote mutation text
	Sets           []string // one vote per set, in order (so each event names its vote)
	Rate           int      // votes per second
	Token          string   // the voter's session
}

// FanoutResult is what one fan-out run measured on the client side.
type FanoutResult struct {
	Subscribers, Votes, VoteErrors int
	Expected, Received, Completed  int
	P50, P99, Max                  time.Duration
	// Burst runs from the first vote's send to the last event's receipt.
	Burst time.Duration
	// VoteP50 and VoteMax are the votes' own round trips (send → answer).
	VoteP50, VoteMax time.Duration
}

// RunFanout is the client process: it opens the subscriptions, says "subscribed" on out and
// waits for a line on in; then it votes at the rate, waits for the events, reports a
// FanoutResult as JSON, waits for another line, closes every socket, and says "closed".
// Latency runs from each vote's send time to the event's receipt, so it includes the vote's
// own commit (an upper bound of commit → receipt).
func RunFanout(cfg FanoutConfig, in io.Reader, out io.Writer) error {
	index := make(map[string]int, len(cfg.Sets))
	for i, s := range cfg.Sets {
		index[s] = i
	}
	sent := make([]atomic.Int64, len(cfg.Sets))
	subs := make([]*subscriber, cfg.Subscribers)
	var received, completed, lastAt atomic.Int64

	// A read buffer that holds several events, so that what the server writes together (one
	// writev of several frames) is read with one system call too.
	dialer := &websocket.Dialer{Subprotocols: []string{"graphql-transport-ws"}, ReadBufferSize: 16 << 10, WriteBufferSize: 512,
		HandshakeTimeout: 30 * time.Second}
	start, _ := json.Marshal(map[string]any{"id": "1", "type": "subscribe",
		"payload": map[string]any{"query": cfg.Subscription, "variables": map[string]any{"editionId": cfg.EditionID}}})
	sem := make(chan struct{}, 64)
	var wg sync.WaitGroup
	var dialErr atomic.Value
	for i := range subs {
		sem <- struct{}{}
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			defer func() { <-sem }()
			c, _, err := dialer.Dial(cfg.WSURL, nil)
			if err == nil {
				err = handshake(c, start)
			}
			if err != nil {
				dialErr.Store(err)
				return
			}
			s := &subscriber{c: c, seen: make([]bool, len(cfg.Sets))}
			subs[i] = s
			go s.read(index, sent, &received, &completed, &lastAt)
		}(i)
	}
	wg.Wait()
	if err, _ := dialErr.Load().(error); err != nil {
		return fmt.Errorf("dial: %w", err)
	}
	fmt.Fprintln(out, "subscribed")
	lines := bufio.NewScanner(in)
	lines.Scan()

	res := FanoutResult{Subscribers: cfg.Subscribers, Votes: len(cfg.Sets)}
	cookie := "festival_session=" + cfg.Token
	interval := time.Second / time.Duration(cfg.Rate)
	begin := time.Now()
	var votes sync.WaitGroup
	var voteErrors atomic.Int64
	voteTimes := make([]time.Duration, len(cfg.Sets))
	for i, set := range cfg.Sets {
		time.Sleep(time.Until(begin.Add(time.Duration(i) * interval)))
		body, _ := json.Marshal(map[string]any{"query": cfg.Vote, "variables": map[string]any{"input": map[string]any{
			"setId": set, "vote": []string{"MUST_GO", "INTERESTED", "WONT_GO"}[i%3], "clientMutationId": uuid.NewString(),
			"clientTimestamp": time.Now().UTC().Format(time.RFC3339Nano)}}})
		sent[i].Store(time.Now().UnixNano())
		votes.Add(1)
		go func() {
			defer votes.Done()
			t0 := time.Now()
			if _, err := Post(cfg.VoteURL, body, cookie); err != nil {
				voteErrors.Add(1)
			}
			voteTimes[i] = time.Since(t0)
		}()
	}
	votes.Wait()
	slices.Sort(voteTimes)
	res.VoteP50, res.VoteMax = quantile(voteTimes, 0.5), quantile(voteTimes, 1)
	res.VoteErrors = int(voteErrors.Load())
	res.Expected = cfg.Subscribers * len(cfg.Sets)
	// Wait for the stragglers: until everything arrived, nothing more came for 5 s, or 30 s.
	for last, lastAt, end := int64(-1), time.Now(), time.Now().Add(30*time.Second); ; time.Sleep(100 * time.Millisecond) {
		n := received.Load()
		if int(n) >= res.Expected || time.Since(lastAt) > 5*time.Second || time.Now().After(end) {
			break
		}
		if n != last {
			last, lastAt = n, time.Now()
		}
	}
	var lats []time.Duration
	for _, s := range subs {
		s.mu.Lock()
		lats = append(lats, s.lats...)
		s.mu.Unlock()
	}
	slices.Sort(lats)
	res.Received, res.Completed = int(received.Load()), int(completed.Load())
	if last := lastAt.Load(); last > 0 {
		res.Burst = time.Duration(last - begin.UnixNano())
	}
	res.P50, res.P99, res.Max = quantile(lats, 0.5), quantile(lats, 0.99), quantile(lats, 1)
	if err := json.NewEncoder(out).Encode(res); err != nil {
		return err
	}
	lines.Scan()
	for _, s := range subs {
		_ = s.c.WriteControl(websocket.CloseMessage, websocket.FormatCloseMessage(websocket.CloseNormalClosure, ""), time.Now().Add(time.Second))
		_ = s.c.Close()
	}
	fmt.Fprintln(out, "closed")
	return nil
}

func handshake(c *websocket.Conn, subscribe []byte) error {
	_ = c.SetReadDeadline(time.Now().Add(30 * time.Second))
	if err := c.WriteMessage(websocket.TextMessage, []byte(`{"type":"connection_init","payload":{}}`)); err != nil {
		return err
	}
	_, msg, err := c.ReadMessage()
	if err != nil {
		return err
	}
	if !bytes.Contains(msg, []byte(`"connection_ack"`)) {
		return fmt.Errorf("init: %s", msg)
	}
	_ = c.SetReadDeadline(time.Time{})
	return c.WriteMessage(websocket.TextMessage, subscribe)
}

type subscriber struct {
	c    *websocket.Conn
	mu   sync.Mutex
	seen []bool
	lats []time.Duration
}

// An event's set ids: each change's set of an editionTallies batch
// ({"changes":[{"set":{"id":"…"},"card":…},…]}), or else the first id of its data: setTallies'
// {"set":{"id":"…"},"card":…} and setUpdated's {"id":"…",…} alike.
var (
	dataPrefix     = []byte(`"data":`)
	setIDPrefix    = []byte(`{"id":"`)
	changesPrefix  = []byte(`"changes":[`)
	batchSetPrefix = []byte(`"set":{"id":"`)
)

// eachEventSetID calls fn with each set id of an event by scanning its bytes (nothing is
// decoded).
func eachEventSetID(msg []byte, fn func(id []byte)) {
	i := bytes.Index(msg, dataPrefix)
	if i < 0 {
		return
	}
	rest := msg[i+len(dataPrefix):]
	if !bytes.Contains(rest[:min(len(rest), 64)], changesPrefix) {
		if id := idAfter(rest, setIDPrefix); id != nil {
			fn(id)
		}
		return
	}
	for {
		id := idAfter(rest, batchSetPrefix)
		if id == nil {
			return
		}
		fn(id)
		rest = rest[bytes.Index(rest, id)+len(id):]
	}
}

// idAfter is the string after the first prefix in b (nil when there is none).
func idAfter(b, prefix []byte) []byte {
	j := bytes.Index(b, prefix)
	if j < 0 {
		return nil
	}
	b = b[j+len(prefix):]
	k := bytes.IndexByte(b, '"')
	if k < 0 {
		return nil
	}
	return b[:k]
}

// read counts each set's event once (a batch holds several sets), answers pings, and notes a completed subscription. Each
// message is read into the same buffer (no allocation per event).
func (s *subscriber) read(index map[string]int, sent []atomic.Int64, received, completed, lastAt *atomic.Int64) {
	buf := bytes.NewBuffer(make([]byte, 0, 4<<10))
	for {
		_, r, err := s.c.NextReader()
		if err != nil {
			return
		}
		buf.Reset()
		if _, err := buf.ReadFrom(r); err != nil {
			return
		}
		msg := buf.Bytes()
		now := time.Now().UnixNano()
		// The type comes before the payload (the server's envelope): look only there.
		head := msg[:min(len(msg), 80)]
		switch {
		case bytes.Contains(head, []byte(`"type":"ping"`)):
			_ = s.c.WriteMessage(websocket.TextMessage, []byte(`{"type":"pong"}`))
		case bytes.Contains(head, []byte(`"type":"complete"`)), bytes.Contains(head, []byte(`"type":"error"`)):
			completed.Add(1)
		default:
			s.mu.Lock()
			eachEventSetID(msg, func(id []byte) {
				k, ok := index[string(id)] // no allocation: a map lookup by []byte
				if !ok || sent[k].Load() == 0 || s.seen[k] {
					return
				}
				s.seen[k] = true
				s.lats = append(s.lats, time.Duration(now-sent[k].Load()))
				received.Add(1)
				if now > lastAt.Load() {
					lastAt.Store(now) // racy max: close enough for the burst's end
				}
			})
			s.mu.Unlock()
		}
	}
}

// Metrics reads a few gauges from a server's /metrics (name → value, unlabelled series only).
func Metrics(url string) (map[string]float64, error) {
	resp, err := http.Get(url)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	out := map[string]float64{}
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		var name string
		var v float64
		if _, err := fmt.Sscanf(line, "%s %g", &name, &v); err == nil {
			out[name] = v
		}
	}
	return out, sc.Err()
}
